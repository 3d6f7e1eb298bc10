import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOwners, type RouteDeclaration } from '@venue/contracts/http';
import { leaderboardTitleSchema } from '@venue/contracts/leaderboard';
import { rawRequest } from '@venue/test-helpers/raw-http';
import { registry } from '@venue/registry/registry';
import { gatewayApis } from '../src/gateway.routes';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * Every route that declares a JSON body, through the gateway: a body of another type, of no
 * type or an empty one is refused before any handler reads it as something else (e.g. `{}`).
 */
let gateway: GatewayUnderTest;
let admin = '';

const jsonRoutes = [...routeOwners([...gatewayApis, ...registry.map((entry) => entry.api)]).keys()]
  // Internal routes are no client's (route-protection.test.ts): the edge answers them 404.
  .filter((route) => route.body?.kind === 'json' && route.access !== 'internal')
  .map((route) => [`${route.method} ${route.path}`, route] as const);

const concrete = (route: RouteDeclaration) =>
  route.path.replace(/:(\w+)/g, (_match, name: string) => `sample-${name}`);

const send = (route: RouteDeclaration, headers: Record<string, string>, body: string) =>
  rawRequest(gateway.url, {
    method: route.method,
    path: concrete(route),
    headers: { authorization: `Bearer ${admin}`, ...headers },
    body,
  });

const title = async () =>
  leaderboardTitleSchema.parse(await (await fetch(`${gateway.url}/api/leaderboard/title`)).json());

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  await gateway.accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  admin = await gateway.signIn('boss', 'boss-password-1');
});
afterAll(() => gateway.close());

describe('JSON bodies', () => {
  it('when the leaderboard title is sent as text/plain, then it is a 415 and the title stays', async () => {
    const set = await fetch(
      `${gateway.url}/api/leaderboard/title`,
      jsonRequest('PUT', { title: 'Spring Flipper Frenzy' }, admin),
    );
    expect(set.status).toBe(200);
    const response = await fetch(`${gateway.url}/api/leaderboard/title`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain' },
      body: JSON.stringify({ title: '' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Send the body as application/json' });
    expect(await title()).toMatchObject({ title: 'Spring Flipper Frenzy', isDefault: false });
  });

  it.each(jsonRoutes)(
    'when %s gets its body as text, with no type or empty, then it is exactly 415, 415 or 400 with a message',
    async (_label, route) => {
      for (const [label, headers, body, status] of [
        ['as text', { 'content-type': 'text/plain' }, '{}', 415],
        ['without a type', {}, '{}', 415],
        ['empty', { 'content-type': 'application/json' }, '', 400],
      ] as const) {
        const response = await send(route, headers, body);
        expect(response.status, label).toBe(status);
        expect(JSON.parse(response.body), label).toEqual({ message: expect.any(String) });
      }
    },
  );
});
