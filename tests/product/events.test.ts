import { describe, expect, it } from 'vitest';
import { notesService } from '@venue/test-helpers/notes-service';
import { createGame, gamesSeen, hostPerTest } from '@venue/test-helpers/game-events';
import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { catalogueService } from '@venue/catalogue/catalogue.service';

/** A domain event published by one service reaches another that subscribes to it. */
const { host } = hostPerTest();

describe('events between services, in one process', () => {
  it('when the catalogue saves a game, then the notes service hears of it once', async () => {
    const hosted = await host([catalogueService, notesService]);
    expect((await createGame(hosted, 'Event Test One')).status).toBe(201);
    await expect
      .poll(() => gamesSeen(hosted))
      .toEqual([expect.objectContaining({ name: 'Event Test One' })]);
  });
});

describe('calls between services', () => {
  it('when one service asks another through its declared route, then it gets the checked answer, hosted together or apart', async () => {
    const together = await host([catalogueService, notesService]);
    const names = (await (
      await together.call('notes', '/api/notes/game-names')
    ).json()) as string[];
    expect(names).toEqual(await (await together.call('catalogue', '/api/games/list')).json());
    const catalogue = await host([catalogueService]);
    const apart = await host([notesService], {
      targets: { catalogue: catalogue.services.catalogue!.url },
    });
    expect(await (await apart.call('notes', '/api/notes/game-names')).json()).toEqual(names);
  });

  it('when the other service is not there, then the caller answers 503 with a clear message', async () => {
    const alone = await host([notesService], { targets: { catalogue: 'http://127.0.0.1:1' } });
    const response = await alone.call('notes', '/api/notes/game-names');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'The catalogue service is unavailable right now',
    });
  });
});

describeWithRedisServer('events between services, in separate processes on Redis', (server) => {
  it('when the catalogue saves a game, then the notes service in another host hears of it once', async () => {
    const notes = await host([notesService], { redisUrl: server().url });
    const catalogue = await host([catalogueService], { redisUrl: server().url });
    expect((await createGame(catalogue, 'Event Test Two')).status).toBe(201);
    await expect
      .poll(() => gamesSeen(notes))
      .toEqual([expect.objectContaining({ name: 'Event Test Two' })]);
  });
});
