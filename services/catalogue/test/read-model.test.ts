import { describe, expect, it } from 'vitest';
import { gameChanged, gameSchema } from '@venue/contracts/catalogue';
import { readOnEvent, servicesOnALateStore } from '@venue/test-helpers/reads-on-event';
import { catalogueService } from '../src/catalogue.service';

const suite = servicesOnALateStore([catalogueService], { late: 'catalogue' });

const staff = (method: string, path: string, json?: unknown) =>
  suite.hosted.call('catalogue', path, { method, as: 'staff', json });

describe('the read model on a store that answers late', () => {
  it('when a game is created, renamed and deleted, then a read asked the moment each game.changed is heard already shows the change', async () => {
    const heard = readOnEvent(suite.hosted, {
      service: 'catalogue',
      event: gameChanged,
      path: '/api/games/by-slug/star-trek',
    });

    const created = await staff('POST', '/api/games', {
      category: 'pinball',
      name: 'Star Trek',
      manufacturer: 'Stern',
      year: 2013,
      description: 'Boldly go.',
    });
    expect(created.status).toBe(201);
    const game = gameSchema.parse(await created.json());
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(heard.answers[0]).toMatchObject({ status: 200, body: { id: game.id, isAlias: false } });

    heard.clear();
    const renamed = await staff('PUT', `/api/games/${game.id}`, {
      category: 'pinball',
      name: 'Star Trek Premium',
      manufacturer: 'Stern',
      year: 2013,
      description: 'Boldly go.',
    });
    expect(renamed.status).toBe(200);
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(heard.answers[0]).toMatchObject({
      status: 200,
      body: { name: 'Star Trek Premium', isAlias: true },
    });

    heard.clear();
    expect((await staff('DELETE', `/api/games/${game.id}`)).status).toBe(204);
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(heard.answers[0]).toMatchObject({ status: 404 });
    await heard.stop();
  });
});
