import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSchema } from '@venue/contracts/catalogue';
import { askOverHttp, type ServiceAsker } from '../src/edge-cache';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * Renders of kept pages (the stand-in web app: `/games` reads `/api/games`, `/leaderboard` the
 * board, `/games/{slug}` the game), through gateways whose reads of the services answer late, so that a render is under way
 * long enough for everyone asking meanwhile to meet it.
 */
let main: GatewayUnderTest;
let token = '';
const renderMs = 300;

beforeAll(async () => {
  main = await startGatewayUnderTest();
  await main.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  token = await main.signIn('crew', 'crew-password-1');
});
afterAll(() => main.close());

/** A gateway on the same services, hearing the same events, whose reads answer `renderMs` late. */
async function slowGateway() {
  const ask = askOverHttp(main.targets);
  const late: ServiceAsker = async (service, path, timeoutMs) => {
    await new Promise((done) => setTimeout(done, renderMs));
    return ask(service, path, timeoutMs);
  };
  const gateway = await main.another({
    askService: late,
    edgeCache: { maxBytes: 16 * 1024 * 1024 },
  });
  const get = (path: string) => fetch(`${gateway.url}${path}`, { redirect: 'manual' });
  return { ...gateway, get, stats: () => gateway.edgeCache.stats() };
}

/**
 * A gateway on the same services whose reads of them wait, while `hold()` is in force, until
 * `release()`; `waiting()` counts the reads waiting. Pages are answered as they were for
 * `previousPageForMs` while the render after a change is under way.
 */
async function gatedGateway(previousPageForMs: number) {
  const ask = askOverHttp(main.targets);
  let gate: Promise<void> | undefined;
  let open = () => {};
  let waiting = 0;
  const gated: ServiceAsker = async (service, path, timeoutMs) => {
    if (gate) {
      waiting += 1;
      await gate;
      waiting -= 1;
    }
    return ask(service, path, timeoutMs);
  };
  const gateway = await main.another({
    askService: gated,
    edgeCache: { maxBytes: 16 * 1024 * 1024, previousPageForMs },
  });
  return {
    ...gateway,
    get: (path: string) => fetch(`${gateway.url}${path}`, { redirect: 'manual' }),
    stats: () => gateway.edgeCache.stats(),
    hold: () => {
      gate = new Promise((done) => (open = done));
    },
    release: () => {
      gate = undefined;
      open();
    },
    waiting: () => waiting,
  };
}

/**
 * The board made with a first score; then, the services' reads held, a second score, a read
 * whose render waits on them (`afterSecond`), and a third score heard while it waits.
 */
async function scoresDuringRender(
  gateway: Awaited<ReturnType<typeof gatedGateway>>,
  label: string,
) {
  const players = ['First', 'Second', 'Third'].map((n) => `${n} ${label} ${Date.now()}`);
  const [first, second, third] = players as [string, string, string];
  let { invalidations } = gateway.stats();
  await enterScore(first, topScore());
  await heard(gateway, invalidations);
  expect(await (await gateway.get('/leaderboard')).text()).toContain(first);

  gateway.hold();
  ({ invalidations } = gateway.stats());
  await enterScore(second, topScore());
  await heard(gateway, invalidations);
  const before = gateway.stats();
  const afterSecond = gateway.get('/leaderboard');
  await expect.poll(() => gateway.waiting()).toBeGreaterThan(0);
  await enterScore(third, topScore());
  await heard(gateway, before.invalidations);
  return { first, second, third, before, afterSecond };
}

const staff = (method: string, path: string, body?: unknown) =>
  fetch(`${main.url}${path}`, jsonRequest(method, body, token));

async function createGame(name: string) {
  const created = await staff('POST', '/api/games', {
    category: 'arcade',
    name,
    manufacturer: 'Atari',
    year: 1980,
  });
  expect(created.status).toBe(201);
  return gameSchema.parse(await created.json());
}

/** A score on this month's board, today's (a new player each time, so the board changes). */
async function enterScore(playerName: string, score = 1_000) {
  const entered = await staff('POST', '/api/leaderboard/scores', {
    gameName: 'Godzilla',
    playerName,
    score,
  });
  expect(entered.status).toBe(201);
}

/** A score above every score entered before it here, so its player tops the board. */
let lastTopScore = 1_000_000;
const topScore = () => (lastTopScore += 1_000);

/** Waits until the gateway has heard one more event than `before` said. */
async function heard(gateway: { stats(): { invalidations: number } }, before: number) {
  await expect.poll(() => gateway.stats().invalidations).toBeGreaterThan(before);
}

describe('renders of kept pages', () => {
  it('when many ask at once for a page no one has asked for, then it is rendered once and each gets it', async () => {
    const gateway = await slowGateway();
    try {
      const before = gateway.stats().rendered;
      const answers = await Promise.all(Array.from({ length: 12 }, () => gateway.get('/games')));
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
      expect(gateway.stats().rendered - before).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it('when a score drops a kept page and many ask at once, then one render makes the next page and each gets it with the score', async () => {
    const gateway = await slowGateway();
    try {
      await gateway.get('/leaderboard');
      const player = `Coalesced Board Player ${Date.now()}`;
      const { invalidations, rendered } = gateway.stats();
      await enterScore(player);
      await heard(gateway, invalidations);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => gateway.get('/leaderboard')),
      );
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
      for (const body of bodies) expect(body).toContain(player);
      expect(gateway.stats().rendered - rendered).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it('when an event the page does not read is published while it is being made, then everyone asking meanwhile still gets that one render', async () => {
    const gateway = await slowGateway();
    try {
      await gateway.get('/leaderboard');
      const player = `Undisturbed Board Player ${Date.now()}`;
      const before = gateway.stats();
      await enterScore(player);
      await heard(gateway, before.invalidations);
      const first = Array.from({ length: 6 }, () => gateway.get('/leaderboard'));
      // A game added: an event of the catalogue's, which the board's page does not read.
      const { invalidations } = gateway.stats();
      await createGame(`Unread Game ${Date.now()}`);
      await heard(gateway, invalidations);
      const later = Array.from({ length: 6 }, () => gateway.get('/leaderboard'));
      const answers = await Promise.all([...first, ...later]);
      for (const answer of answers) expect(await answer.text()).toContain(player);
      expect(gateway.stats().rendered - before.rendered).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it('when scores drop the board while its render is under way, then everyone asking meanwhile gets the board as it was at once, and the next render shows every score', async () => {
    const gateway = await gatedGateway(60_000);
    try {
      const { first, second, third, before, afterSecond } = await scoresDuringRender(
        gateway,
        'Previous Board',
      );

      // Answered while the services' reads are held: no render could have made them.
      const meanwhile = await Promise.all(
        Array.from({ length: 6 }, () => gateway.get('/leaderboard')),
      );
      for (const answer of meanwhile) {
        expect(answer.status).toBe(200);
        const body = await answer.text();
        expect(body).toContain(first);
        expect(body).not.toContain(second);
      }
      expect(gateway.stats().previousPages - before.previousPages).toBe(6);

      gateway.release();
      const underWay = await afterSecond;
      expect(underWay.status).toBe(200);
      expect(await underWay.text()).toContain(second);
      expect(await (await gateway.get('/leaderboard')).text()).toContain(third);
      expect(gateway.stats().rendered - before.rendered).toBe(2);
    } finally {
      await gateway.close();
    }
  });

  it('when the board as it was is older than the bound, then a client asking while the render is under way waits for a board made after the last score', async () => {
    const gateway = await gatedGateway(0);
    try {
      const { second, third, before, afterSecond } = await scoresDuringRender(
        gateway,
        'Bounded Board',
      );
      const afterThird = gateway.get('/leaderboard');
      await expect.poll(() => gateway.waiting()).toBeGreaterThan(1);
      gateway.release();

      expect(await (await afterSecond).text()).toContain(second);
      expect(await (await afterThird).text()).toContain(third);
      expect(gateway.stats().previousPages).toBe(before.previousPages);
    } finally {
      await gateway.close();
    }
  });

  it('when a score drops a page a client had lately, then it is made again before anyone asks, and the next client gets it kept', async () => {
    const gateway = await slowGateway();
    try {
      await gateway.get('/leaderboard');
      const player = `Ahead Board Player ${Date.now()}`;
      const before = gateway.stats();
      await enterScore(player, topScore());
      await heard(gateway, before.invalidations);
      await expect.poll(() => gateway.stats().rendered).toBe(before.rendered + 1);
      const { hits } = gateway.stats();
      const answer = await gateway.get('/leaderboard');
      expect(await answer.text()).toContain(player);
      expect(gateway.stats().hits).toBe(hits + 1);
      expect(gateway.stats().rendered).toBe(before.rendered + 1);
    } finally {
      await gateway.close();
    }
  });

  it('when staff add a game, then the next read of a page it drops shows it', async () => {
    const gateway = await slowGateway();
    try {
      await gateway.get('/games');
      const name = `Shown Game ${Date.now()}`;
      const { invalidations } = gateway.stats();
      await createGame(name);
      await heard(gateway, invalidations);
      expect(await (await gateway.get('/games')).text()).toContain(name);
    } finally {
      await gateway.close();
    }
  });

  it('when staff delete a game, then its kept page is never answered again: the next read is the 404', async () => {
    const gateway = await slowGateway();
    try {
      const game = await createGame(`Deleted Page Game ${Date.now()}`);
      expect((await gateway.get(`/games/${game.slug}`)).status).toBe(200);
      expect((await gateway.get(`/games/${game.slug}`)).status).toBe(200);
      const { invalidations } = gateway.stats();
      expect((await staff('DELETE', `/api/games/${game.id}`)).status).toBe(204);
      await heard(gateway, invalidations);
      expect((await gateway.get(`/games/${game.slug}`)).status).toBe(404);
    } finally {
      await gateway.close();
    }
  });

  it('when the render of a dropped page answers other than 200 (a renamed game moved), then the page as it was is never answered again', async () => {
    const gateway = await slowGateway();
    try {
      const game = await createGame(`Renamed Page Game ${Date.now()}`);
      const address = `/games/${game.slug}`;
      expect((await gateway.get(address)).status).toBe(200);
      const { invalidations } = gateway.stats();
      const renamed = await staff('PUT', `/api/games/${game.id}`, {
        category: game.category,
        name: `${game.name} Deluxe`,
        manufacturer: game.manufacturer,
        year: game.year,
      });
      expect(renamed.status).toBe(200);
      await heard(gateway, invalidations);
      await expect.poll(async () => (await gateway.get(address)).status).toBe(301);
      for (let n = 0; n < 5; n += 1) expect((await gateway.get(address)).status).toBe(301);
    } finally {
      await gateway.close();
    }
  });
});
