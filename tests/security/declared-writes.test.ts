import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDeclaration, ServiceApi } from '@venue/contracts/http';
import { gatewayApis } from '../../gateway/src/gateway.routes';
import { startGatewayUnderTest, type GatewayUnderTest } from '../../gateway/test/gateway-harness';
import { registry } from '@venue/registry/registry';
import { hostileRequests, refusedRequest, type HostileRequest } from './hostile-input';

/**
 * Every write route the services and the gateway declare, sent hostile and broken requests
 * generated from its own declaration, through the gateway with the session its access asks
 * for: nothing is ever a 5xx, every 4xx is JSON with a message, a request the route's schemas
 * refuse is always a 4xx, and a 4xx changes nothing the owning service lets anyone read.
 */
const runsPerRoute = 12;
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const apis: ServiceApi[] = [...gatewayApis, ...registry.map((entry) => entry.api)];

let gateway: GatewayUnderTest;
/** A gateway that trusts X-Forwarded-For, so that each request counts as another client. */
let front: Awaited<ReturnType<GatewayUnderTest['another']>>;
let staffToken = '';
let adminToken = '';
let client = 0;

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  front = await gateway.another({ trustProxy: 'loopback' });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  await gateway.accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  staffToken = await gateway.signIn('crew', 'crew-password-1');
  adminToken = await gateway.signIn('boss', 'boss-password-1');
});
afterAll(async () => {
  await front?.close();
  await gateway?.close();
});

const nextClient = () => {
  client += 1;
  return `198.18.${(client >> 8) & 255}.${client & 255}`;
};

/** The session a route's access asks for; signing out ends its own, so it gets one of its own. */
async function sessionFor(route: RouteDeclaration, operation: string) {
  if (route.access === 'public') return undefined;
  if (operation === 'logout') return await gateway.signIn('crew', 'crew-password-1');
  return route.access === 'admin' ? adminToken : staffToken;
}

const send = async (request: HostileRequest, token: string | undefined) =>
  fetch(`${front.url}${request.url}`, {
    method: request.method,
    headers: {
      'x-forwarded-for': nextClient(),
      ...(request.contentType !== undefined && { 'content-type': request.contentType }),
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    ...(request.body !== undefined && { body: request.body }),
  });

/** The reads of a service that need no parameters and answer the same twice in a row. */
const readsOf = new Map<string, string[]>();
async function stableReads(api: ServiceApi) {
  const candidates = Object.values(api.routes).filter(
    (route) =>
      route.method === 'GET' &&
      !route.path.includes(':') &&
      (route.query?.safeParse({}).success ?? true),
  );
  const answer = (path: string) =>
    fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${adminToken}` } }).then(
      async (response) => `${response.status} ${await response.text()}`,
    );
  const stable: string[] = [];
  for (const { path } of candidates) {
    const first = await answer(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (first === (await answer(path))) stable.push(path);
  }
  return stable;
}

/** What a service lets its admins read: every stable read, as status and body. */
async function readableState(service: string) {
  const paths = readsOf.get(service) ?? [];
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${gateway.url}${path}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      return [path, `${response.status} ${await response.text()}`] as const;
    }),
  );
  return Object.fromEntries(answers);
}

// The integrations service first: its state also moves when events change (AI copy).
const ordered = [...apis].sort(
  (a, b) => Number(b.service === 'integrations') - Number(a.service === 'integrations'),
);

describe('every declared write, sent hostile input through the gateway', () => {
  it('when the product has settled after its first start, then each service has reads to compare', async () => {
    // The sample calendar gets its AI copy in the background: wait until every event has it.
    const count = async (path: string) =>
      ((await (await fetch(`${gateway.url}${path}`)).json()) as unknown[]).length;
    await expect
      .poll(async () => (await count('/api/ai/events/enhanced')) === (await count('/api/events')))
      .toBe(true);
    for (const api of apis) {
      readsOf.set(api.service, [...(readsOf.get(api.service) ?? []), ...(await stableReads(api))]);
    }
    for (const api of apis) expect(readsOf.get(api.service), api.service).not.toEqual([]);
  });

  for (const api of ordered) {
    for (const [operation, route] of Object.entries(api.routes)) {
      // No client reaches an internal route (route-protection.test.ts): its owner's tests send
      // it bad input.
      if (!writeMethods.has(route.method) || route.access === 'internal') continue;
      it(`when ${route.method} ${route.path} (${api.service}) gets hostile input, then it never fails and a refusal changes nothing`, async () => {
        const statuses = new Map<number, number>();
        // What the service answered after the last refusal: it stands until a request is taken.
        let unchanged: Record<string, string> | undefined;
        const refused = refusedRequest(route);
        await fc.assert(
          fc.asyncProperty(hostileRequests(route), async (request) => {
            const token = await sessionFor(route, operation);
            const before = unchanged ?? (await readableState(api.service));
            unchanged = undefined;
            const response = await send(request, token);
            const { status } = response;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            const text = await response.text();
            const context = `${status} ${request.method} ${request.url} ${request.body?.slice(0, 300)} -> ${text.slice(0, 300)}`;
            expect(status, context).toBeLessThan(500);
            if (request.invalid) expect(status, context).toBeGreaterThanOrEqual(400);
            if (route.access !== 'public') expect(status, context).not.toBe(401);
            if (status >= 400) {
              expect(response.headers.get('content-type'), context).toMatch(/^application\/json/);
              expect(JSON.parse(text), context).toEqual(
                expect.objectContaining({ message: expect.any(String) }),
              );
              const after = await readableState(api.service);
              expect(after, context).toEqual(before);
              unchanged = after;
            }
          }),
          { numRuns: runsPerRoute, examples: refused ? [[refused]] : [] },
        );
        // A route that reads something refused some of what it was sent (the test is not vacuous).
        if (route.params || route.query || route.body) {
          expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
        }
      });
    }
  }

  it('when every route has been tried, then the sessions used are still good', async () => {
    for (const token of [staffToken, adminToken]) {
      const response = await fetch(`${gateway.url}/api/staff/session`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
    }
  });
});
