import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from '@venue/test-helpers/product';
import { startRedisServer, type RedisServer } from '@venue/test-helpers/redis-server';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { tempDir } from '@venue/test-helpers/service-harness';
import { unclaimedPort } from '@venue/test-helpers/unclaimed-port';
import { writeStubWebApp } from '@venue/test-helpers/web-app-stub';

/**
 * Two gateways of split mode in front of the same services and one Redis, as two hosts behind
 * a balancer with no sticky sessions: whichever gateway a request reaches, it sees the same
 * public limits, sign-in limits, staff accounts and sessions.
 */
const admin = { username: 'splitadmin', password: 'split-admin-password' };
/** The contact form's declared limit (operations contract): 20 messages in 10 minutes. */
const contactLimit = 20;
const perUsernameLimit = 4;

let product: RunningProduct;
let redis: RedisServer;
let webDist: string;
let gateways: [string, string];

const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(token !== undefined && { authorization: `Bearer ${token}` }),
  },
  body: JSON.stringify(body),
});
const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

const signIn = async (gateway: string, username: string, password: string) => {
  const response = await fetch(`${gateway}/api/staff/login`, json('POST', { username, password }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
};
const session = (gateway: string, token: string) =>
  fetch(`${gateway}/api/staff/session`, bearer(token));

describeWithRedisServer('two gateways in split mode on one Redis', () => {
  beforeAll(async () => {
    webDist = await tempDir('two-gateways-web');
    await writeStubWebApp(webDist);
    redis = await startRedisServer();
    const second = await unclaimedPort();
    product = await startProduct({
      mode: 'split',
      env: {
        WEB_DIST: webDist,
        REDIS_URL: redis.url,
        SPLIT_EXTRA_GATEWAY_PORTS: String(second),
        STAFF_ADMIN_USERNAME: admin.username,
        STAFF_ADMIN_PASSWORD: admin.password,
        LOGIN_LIMIT_PER_USERNAME: String(perUsernameLimit),
      },
    });
    gateways = [product.baseUrl, `http://127.0.0.1:${second}`];
    // The launcher says the site is ready once every gateway is: wait for that line.
    while (!/The venue site is ready/.test(product.output())) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await product?.stop();
    await redis?.stop();
    await rm(webDist, { recursive: true, force: true });
  });

  describe('public limits', () => {
    it('when contact messages alternate between the gateways, then the one past the declared limit is a 429 at either', async () => {
      const message = (n: number) => ({
        name: 'Morgan Lee',
        email: 'morgan@example.com',
        subject: 'parties',
        message: `Could we book the party area? (message ${n})`,
      });
      for (let n = 1; n <= contactLimit; n++) {
        const response = await fetch(`${gateways[n % 2]}/api/contact`, json('POST', message(n)));
        expect(response.status, `message ${n}`).toBe(201);
      }
      for (const gateway of gateways) {
        const refused = await fetch(`${gateway}/api/contact`, json('POST', message(0)));
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({
          message: 'Too many requests. Please wait a few minutes and try again.',
        });
      }
    });

    it('when wrong passwords for one username alternate between the gateways, then the attempt past the limit is a 429 at either', async () => {
      for (let attempt = 1; attempt <= perUsernameLimit; attempt++) {
        const response = await fetch(
          `${gateways[attempt % 2]}/api/staff/login`,
          json('POST', { username: 'guesser', password: `wrong-${attempt}` }),
        );
        expect(response.status, `attempt ${attempt}`).toBe(401);
      }
      for (const gateway of gateways) {
        const refused = await fetch(
          `${gateway}/api/staff/login`,
          json('POST', { username: 'guesser', password: 'wrong-again' }),
        );
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({
          message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
        });
      }
    });
  });

  describe('staff sessions', () => {
    it('when a token is issued by one gateway, then the other accepts it', async () => {
      const token = await signIn(gateways[0], admin.username, admin.password);
      const response = await session(gateways[1], token);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ username: admin.username, role: 'admin' });
    });

    it('when a session signs out through one gateway, then both refuse its token with a 401', async () => {
      const token = await signIn(gateways[0], admin.username, admin.password);
      expect((await session(gateways[1], token)).status).toBe(200);

      const out = await fetch(`${gateways[1]}/api/staff/logout`, {
        method: 'POST',
        ...bearer(token),
      });
      expect(out.status).toBe(204);

      for (const gateway of gateways) {
        const refused = await session(gateway, token);
        expect(refused.status).toBe(401);
        expect(await refused.json()).toEqual({
          message: 'This staff account is no longer active. Please sign in again.',
        });
      }
    });

    it('when an admin disables an account through one gateway, then its sessions are refused at both and it cannot sign in at either', async () => {
      const adminToken = await signIn(gateways[0], admin.username, admin.password);
      const created = await fetch(
        `${gateways[0]}/api/staff/users`,
        json('POST', { username: 'crew', password: 'crew-password-1', role: 'staff' }, adminToken),
      );
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const crewToken = await signIn(gateways[1], 'crew', 'crew-password-1');
      for (const gateway of gateways) expect((await session(gateway, crewToken)).status).toBe(200);

      const disabled = await fetch(
        `${gateways[1]}/api/staff/users/${id}`,
        json('PATCH', { disabled: true }, adminToken),
      );
      expect(disabled.status).toBe(200);

      for (const gateway of gateways) {
        expect((await session(gateway, crewToken)).status).toBe(401);
        const login = await fetch(
          `${gateway}/api/staff/login`,
          json('POST', { username: 'crew', password: 'crew-password-1' }),
        );
        expect(login.status).toBe(401);
      }
    });
  });
});
