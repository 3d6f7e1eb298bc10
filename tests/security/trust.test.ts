import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { errorBodySchema } from '@venue/contracts/errors';
import { monthScoresSchema } from '@venue/contracts/leaderboard';
import { machineStatusSchema } from '@venue/contracts/machines';
import { leaderboardService } from '@venue/leaderboard/leaderboard.service';
import { codesOfSheet, decodeQr } from '@venue/test-helpers/qr-codes';
import { rawRequest } from '@venue/test-helpers/raw-http';
import { startServicesUnderTest, tempDir } from '@venue/test-helpers/service-harness';
import { startGatewayUnderTest, type GatewayUnderTest } from '../../gateway/test/gateway-harness';

/**
 * What the product believes about a request: the address a client claims it came to (which QR
 * codes and links name), an identity assertion captured and sent again after its service
 * restarted, and sign-in text that no store can hold.
 */
let gateway: GatewayUnderTest;
let token = '';
let adminToken = '';
let slug = '';

/** Every forwarding header a client can make up, pointing somewhere else. */
const spoofed = {
  'x-forwarded-host': 'evil.com',
  'x-forwarded-proto': 'javascript',
  'x-forwarded-port': '6666',
  forwarded: 'for=203.0.113.9;host=evil.com;proto=javascript',
};

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  await gateway.accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  token = await gateway.signIn('crew', 'crew-password-1');
  adminToken = await gateway.signIn('boss', 'boss-password-1');
  // The machines service learns the catalogue's games by a job after its first start.
  const statuses = async () =>
    z
      .array(machineStatusSchema)
      .parse(await (await fetch(`${gateway.url}/api/machines/status`)).json());
  slug = await vi.waitFor(
    async () => {
      const [first] = await statuses();
      if (!first) throw new Error('the machines service knows no machine yet');
      return first.slug;
    },
    { timeout: 20_000, interval: 100 },
  );
});
afterAll(() => gateway?.close());

/** A staff request to a gateway, as a client sends it, with the headers given. */
const asStaff = (url: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

const machineCode = async (url: string, headers: Record<string, string> = {}) =>
  decodeQr(await (await asStaff(url, `/api/machines/${slug}/qr.svg`, headers)).text());

const sheetCodes = async (url: string, headers: Record<string, string> = {}) => {
  const sheet = await (await asStaff(url, '/api/machines/qr-sheet?paper=a4', headers)).text();
  return { sheet, codes: await Promise.all(codesOfSheet(sheet).map(decodeQr)) };
};

/** The canonical link of a page, which names the origin it was rendered for. */
const canonicalOf = async (url: string, headers: Record<string, string> = {}) => {
  const page = await (await fetch(`${url}/events`, { headers })).text();
  return /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
};

describe('an address a client makes up (TRUST_PROXY=false)', () => {
  it("when a client sends X-Forwarded-Host evil.com and proto javascript, then no QR code holds them: each opens the gateway's own address", async () => {
    expect(await machineCode(gateway.url, spoofed)).toBe(`${gateway.url}/games/${slug}`);
    const { sheet, codes } = await sheetCodes(gateway.url, spoofed);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code).toMatch(new RegExp(`^${gateway.url}/games/[a-z0-9-]+$`));
    expect(sheet).not.toMatch(/evil\.com|javascript/);
  });

  it("when a client sends them with a page request, then its links name the gateway's own address", async () => {
    expect(await canonicalOf(gateway.url, spoofed)).toBe(`${gateway.url}/events`);
  });
});

describe('an address a proxy in front says (TRUST_PROXY names it)', () => {
  it("when the trusted proxy says https and arcade.example, then the staff's codes name them, and a page (kept at the edge under its origin) still names the gateway's own address", async () => {
    const front = await gateway.another({ trustProxy: 'loopback' });
    try {
      const said = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'arcade.example' };
      expect(await machineCode(front.url, said)).toBe(`https://arcade.example/games/${slug}`);
      expect(await canonicalOf(front.url, said)).toBe(`${front.url}/events`);
    } finally {
      await front.close();
    }
  });

  it('when the trusted proxy passes on a proto of javascript and a host that is no host, then they count as not said', async () => {
    const front = await gateway.another({ trustProxy: 'loopback' });
    try {
      const said = { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.com/phish' };
      expect(await machineCode(front.url, said)).toBe(`${front.url}/games/${slug}`);
      const { codes } = await sheetCodes(front.url, said);
      for (const code of codes) expect(code).toMatch(new RegExp(`^${front.url}/games/`));
      expect(await canonicalOf(front.url, said)).toBe(`${front.url}/events`);
    } finally {
      await front.close();
    }
  });

  it('when the request comes from an address TRUST_PROXY does not name, then what it says is ignored', async () => {
    const front = await gateway.another({ trustProxy: '10.9.8.7' });
    try {
      const said = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.com' };
      expect(await machineCode(front.url, said)).toBe(`${front.url}/games/${slug}`);
      expect(await canonicalOf(front.url, said)).toBe(`${front.url}/events`);
    } finally {
      await front.close();
    }
  });
});

describe('an identity assertion replayed after its service restarted', () => {
  it('when a captured score POST is sent again to the restarted leaderboard, then it is a 401 and the score is made once', async () => {
    const dataDir = await tempDir('replay');
    const modules = [catalogueService, leaderboardService];
    let hosted = await startServicesUnderTest(modules, { dataDir });
    try {
      const path = '/api/leaderboard/scores';
      const body = JSON.stringify({
        gameName: 'Godzilla',
        playerName: 'Replay Ray',
        score: 4242,
        date: '2025-10-15',
      });
      // Exactly what the gateway sends on for this request: its assertion, the body's bytes.
      const captured = {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...hosted.identityFor('staff', 'POST', path, body),
        },
        body,
      };
      const send = () => fetch(`${hosted.services.leaderboard!.url}${path}`, captured);
      expect((await send()).status).toBe(201);

      await hosted.stop();
      hosted = await startServicesUnderTest(modules, { dataDir });
      const replayed = await send();
      expect(replayed.status).toBe(401);
      expect(errorBodySchema.parse(await replayed.json())).toEqual({
        message: 'The request did not come through the gateway',
      });
      const { scores } = monthScoresSchema.parse(
        await (await hosted.call('leaderboard', `${path}?month=2025-10`, { as: 'admin' })).json(),
      );
      expect(scores.filter((score) => score.playerName === 'Replay Ray')).toHaveLength(1);
    } finally {
      await hosted.close();
    }
  });
});

describe('sign-in and staff accounts with text no store can hold', () => {
  /** Internal names: the store's filter paths, stored field names. */
  const internal = /usernameKey|filter\.|document\.|login_failures|staff_users/;

  const post = (path: string, json: string, bearer?: string, method = 'POST') =>
    rawRequest(gateway.url, {
      method,
      path,
      headers: {
        'content-type': 'application/json',
        ...(bearer && { authorization: `Bearer ${bearer}` }),
      },
      body: json,
    });

  it('when a sign-in username holds a lone surrogate, then it is a 400 naming username, and nothing internal', async () => {
    for (const username of ['\ud800', 'crew\udc00', '\udfff\ud800']) {
      const response = await post(
        '/api/staff/login',
        JSON.stringify({ username, password: 'crew-password-1' }),
      );
      expect(response.status, JSON.stringify(username)).toBe(400);
      expect(response.body).not.toMatch(internal);
      expect(errorBodySchema.parse(JSON.parse(response.body))).toEqual({
        message: 'The request is not valid',
        errors: { username: ['Username contains a character that is not allowed'] },
      });
    }
  });

  it('when the staff account routes get lone surrogates, then each answer is a 4xx or a success that names nothing internal', async () => {
    const created = await gateway.accounts.create({
      username: 'temp',
      password: 'temp-password-1',
      role: 'staff',
    });
    const answers = [
      await post('/api/staff/verify', JSON.stringify({ password: '\ud800' }), token),
      await post(
        '/api/staff/users',
        JSON.stringify({ username: 'x\ud800y', password: 'long-enough-1', role: 'staff' }),
        adminToken,
      ),
      await post(
        `/api/staff/users/${created.id}/password`,
        JSON.stringify({ password: '\ud800'.repeat(12) }),
        adminToken,
        'PUT',
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toMatch(internal);
    }
    expect(answers.map((answer) => answer.status)).toEqual([403, 400, 200]);
    expect(JSON.parse(answers[1]!.body)).toHaveProperty('errors.username');
  });
});
