import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffLoginResponseSchema } from '@venue/contracts/staff';
import { registry } from '@venue/registry/registry';
import { notesApi, notesService } from '@venue/test-helpers/notes-service';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/** Adding a service is its module, its contracts and one registry line: nothing in the gateway. */
let gateway: GatewayUnderTest;
const tokens = { boss: '', crew: '' };

const call = (path: string, init: RequestInit = {}) => fetch(`${gateway.url}${path}`, init);

beforeAll(async () => {
  gateway = await startGatewayUnderTest({
    registry: [
      ...registry,
      { name: 'notes', port: 4999, api: notesApi, load: async () => notesService },
    ],
  });
  await gateway.accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  for (const [name, password] of [
    ['boss', 'boss-password-1'],
    ['crew', 'crew-password-1'],
  ] as const) {
    const response = await call(
      '/api/staff/login',
      jsonRequest('POST', { username: name, password }),
    );
    tokens[name] = staffLoginResponseSchema.parse(await response.json()).token;
  }
});
afterAll(() => gateway.close());

describe('a service added by its registry line', () => {
  it('when its public route is called through the gateway, then the service answers', async () => {
    const response = await call('/api/notes');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('when its staff route is called, then the edge guards it and the service learns who called', async () => {
    expect((await call('/api/notes', jsonRequest('POST', { text: 'hi' }))).status).toBe(401);
    const response = await call(
      '/api/notes',
      jsonRequest('POST', { text: 'Tilt on machine 4' }, tokens.crew),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ text: 'Tilt on machine 4', by: 'crew' });
  });

  it('when its admin route is called by staff, then it is a 403; by an admin it answers', async () => {
    const headers = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    expect((await call('/api/notes/games-seen', headers(tokens.crew))).status).toBe(403);
    expect((await call('/api/notes/games-seen', headers(tokens.boss))).status).toBe(200);
  });

  it('when another service publishes an event it subscribes to, then it receives it', async () => {
    const game = { category: 'arcade', name: 'Galaga Notes', manufacturer: 'Namco', year: 1981 };
    expect((await call('/api/games', jsonRequest('POST', game, tokens.crew))).status).toBe(201);
    await expect
      .poll(async () =>
        (
          await call('/api/notes/games-seen', {
            headers: { authorization: `Bearer ${tokens.boss}` },
          })
        ).json(),
      )
      .toContainEqual(expect.objectContaining({ change: 'created', name: 'Galaga Notes' }));
  });

  it('when a path under its prefix is not declared, then the gateway answers a JSON 404', async () => {
    const response = await call('/api/notes/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/No API route/) });
  });
});
