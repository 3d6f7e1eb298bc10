import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import { machineReportCreated } from '@venue/contracts/machine-reports';
import { machineStatusSchema } from '@venue/contracts/machines';
import { startServicesUnderTest } from '@venue/test-helpers/service-harness';
import { machinesClient, startMachines, type Machines } from './machines-harness';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { operationsService } from '@venue/operations/operations.service';
import { machinesService } from '../src/machines.service';

let machines: Machines;
const slug = 'medieval-madness';
const name = 'Medieval Madness';

const flag = (json: unknown, target = slug) =>
  machines.staff('machines', 'PUT', `/api/machines/${target}/out-of-order`, json);

beforeEach(async () => {
  machines = await startMachines();
  // A first start builds every status from the catalogue and the floor.
  await expect
    .poll(async () => (await machines.statuses()).length)
    .toBe((await machines.games()).length);
});
afterEach(() => machines.close());

describe('the status board', () => {
  it('when the machines are first built, then every game is working, with its slug and category, and the answers are public and cacheable', async () => {
    const response = await machines.call('machines', '/api/machines/status');
    expect(response.headers.get('cache-control')).not.toBe('no-store');
    const games = await machines.games();
    const statuses = await machines.statuses();
    expect(statuses.map((status) => status.slug).sort()).toEqual(
      games.map((game) => game.slug).sort(),
    );
    expect(statuses.every((status) => status.status === 'working' && !status.note)).toBe(true);
    expect(await machines.statusOf(slug)).toMatchObject({
      gameName: name,
      slug,
      category: 'pinball',
      status: 'working',
    });
  });

  it('when a slug is unknown, then it is a JSON 404; when it cannot be a slug, a 400', async () => {
    const missing = await machines.call('machines', '/api/machines/no-such-game/status');
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(await missing.json()).message).toBe('No machine has that address');
    const bad = await machines.call('machines', '/api/machines/bad_slug/status');
    expect(bad.status).toBe(400);
  });
});

describe('a status made from the floor', () => {
  it('when a player reports a machine, then it is reported; investigating, being fixed; fixed, working again; since moves each time', async () => {
    const before = (await machines.statusOf(slug))!;
    const { id } = await machines.report(name);
    await machines.eventually(slug, 'reported');
    const reported = (await machines.statusOf(slug))!;
    expect(reported.since.getTime()).toBeGreaterThan(before.since.getTime());

    await machines.setReport(id, 'investigating');
    await machines.eventually(slug, 'being fixed');
    await machines.setReport(id, 'fixed');
    await machines.eventually(slug, 'working');
    expect((await machines.statusOf(slug))!.since.getTime()).toBeGreaterThan(
      reported.since.getTime(),
    );
  });

  it('when a game issue is open and then resolved, then the machine is being fixed, then working', async () => {
    const created = await machines.staff('operations', 'POST', '/api/staff/game-issues', {
      gameName: name,
      category: 'pinball',
      issueType: 'mechanical',
      description: 'Left flipper weak',
    });
    const { id } = (await created.json()) as { id: string };
    await machines.eventually(slug, 'being fixed');
    await machines.staff('operations', 'PUT', `/api/staff/game-issues/${id}/status`, {
      status: 'resolved',
    });
    await machines.eventually(slug, 'working');
  });

  it('when a maintenance log is waiting for parts, then the machine named in any case is being fixed; retitled to another game, that one is', async () => {
    const log = {
      gameTitle: 'MEDIEVAL MADNESS',
      gameCategory: 'pinball',
      issueType: 'mechanical',
      priority: 'high',
      description: 'Castle gate motor stalls',
      reportedBy: 'Jordan',
    };
    const created = await machines.staff('operations', 'POST', '/api/maintenance', {
      ...log,
      status: 'parts_needed',
    });
    const { id } = (await created.json()) as { id: string };
    await machines.eventually(slug, 'being fixed');
    await machines.staff('operations', 'PUT', `/api/maintenance/${id}`, {
      ...log,
      gameTitle: 'Attack from Mars',
      status: 'in_progress',
    });
    await machines.eventually('attack-from-mars', 'being fixed');
    await machines.eventually(slug, 'working');
  });

  it('when a report waits and staff are also on a game issue, then being fixed shows', async () => {
    await machines.report(name);
    await machines.staff('operations', 'POST', '/api/staff/game-issues', {
      gameName: name,
      category: 'pinball',
      issueType: 'software',
      description: 'Resets in attract mode',
      status: 'in_progress',
    });
    await machines.eventually(slug, 'being fixed');
  });

  it('when an event is heard again, then nothing changes, not even since', async () => {
    await machines.report(name);
    await machines.eventually(slug, 'reported');
    const before = await machines.statusOf(slug);
    await machines.hosted.jobs.publish(machineReportCreated, {
      reportId: 'again',
      gameName: name,
      issueType: 'game_frozen',
    });
    await machines.report('Attack from Mars');
    await machines.eventually('attack-from-mars', 'reported');
    expect(await machines.statusOf(slug)).toEqual(before);
  });
});

describe('out of order', () => {
  it('when staff flag a reported machine out of order with a note, then that wins; cleared, the report shows again', async () => {
    await machines.report(name);
    await machines.eventually(slug, 'reported');
    const response = await flag({ outOfOrder: true, note: 'Waiting on a new castle motor' });
    expect(response.status).toBe(200);
    expect(machineStatusSchema.parse(await response.json())).toMatchObject({
      status: 'out of order',
      note: 'Waiting on a new castle motor',
    });
    expect(await machines.statusOf(slug)).toMatchObject({
      status: 'out of order',
      note: 'Waiting on a new castle motor',
    });

    const cleared = await flag({ outOfOrder: false });
    expect(machineStatusSchema.parse(await cleared.json())).toMatchObject({ status: 'reported' });
    expect((await machines.statusOf(slug))?.note).toBeUndefined();
  });

  it('when the flag comes without the gateway identity, then it is a 401 and nothing changes', async () => {
    const response = await machines.call('machines', `/api/machines/${slug}/out-of-order`, {
      method: 'PUT',
      json: { outOfOrder: true },
    });
    expect(response.status).toBe(401);
    expect((await machines.statusOf(slug))?.status).toBe('working');
  });

  it.each([
    ['no flag', { note: 'x' }, 'outOfOrder'],
    ['a flag as text', { outOfOrder: 'yes' }, 'outOfOrder'],
    ['a note too long', { outOfOrder: true, note: 'x'.repeat(201) }, 'note'],
    ['a note with a line break', { outOfOrder: true, note: 'a\nb' }, 'note'],
  ])(
    'when the flag has %s, then it is a 400 on %s and nothing changes',
    async (_label, json, field) => {
      const response = await flag(json);
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(await response.json()).errors).toHaveProperty(field);
      expect((await machines.statusOf(slug))?.status).toBe('working');
    },
  );

  it('when the machine is unknown, then it is a 404', async () => {
    expect((await flag({ outOfOrder: true }, 'no-such-game')).status).toBe(404);
  });
});

describe('games come and go', () => {
  it('when a game is renamed, then its status moves to the new name and slug, keeping its flag', async () => {
    await flag({ outOfOrder: true, note: 'Glass broken' });
    const game = await machines.gameNamed(name);
    await machines.staff('catalogue', 'PUT', `/api/games/${game.id}`, {
      category: 'pinball',
      name: 'Medieval Madness Remake',
      manufacturer: 'Chicago Gaming',
      year: 2016,
    });
    await expect
      .poll(() => machines.statusOf('medieval-madness-remake'))
      .toMatchObject({
        gameName: 'Medieval Madness Remake',
        status: 'out of order',
        note: 'Glass broken',
      });
    expect(await machines.statusOf(slug)).toBeNull();
  });

  it('when a game is added, then it is working; deleted, then it is gone', async () => {
    const created = await machines.staff('catalogue', 'POST', '/api/games', {
      category: 'arcade',
      name: 'Pac-Man',
      manufacturer: 'Namco',
      year: 1980,
    });
    const game = (await created.json()) as { id: string };
    await machines.eventually('pac-man', 'working');
    await machines.staff('catalogue', 'DELETE', `/api/games/${game.id}`);
    await expect.poll(() => machines.statusOf('pac-man')).toBeNull();
  });
});

describe('kept and rebuilt', () => {
  it('when the services restart, then statuses and flags read back as they were', async () => {
    await machines.report(name);
    await flag({ outOfOrder: true, note: 'Back Friday' });
    await machines.eventually('medieval-madness', 'out of order');
    const before = await machines.statuses();
    await machines.hosted.stop();
    machines = machinesClient(
      await startServicesUnderTest([catalogueService, operationsService, machinesService], {
        dataDir: machines.hosted.dataDir,
      }),
    );
    expect(await machines.statuses()).toEqual(before);
  });

  it('when the statuses are lost, then the next start builds them again from the catalogue and the floor, keeping flags', async () => {
    await machines.report('Attack from Mars');
    await flag({ outOfOrder: true, note: 'Back Friday' });
    await machines.eventually('attack-from-mars', 'reported');
    const store = machines.hosted.services.machines!.store;
    await (await store.collection('machine_status')).deleteMany({});
    await machines.hosted.stop();
    machines = machinesClient(
      await startServicesUnderTest([catalogueService, operationsService, machinesService], {
        dataDir: machines.hosted.dataDir,
      }),
    );
    await machines.eventually('attack-from-mars', 'reported');
    // The rebuild adds the machines one by one: this one may come after the reported one.
    await expect
      .poll(() => machines.statusOf(slug))
      .toMatchObject({
        status: 'out of order',
        note: 'Back Friday',
      });
    const games = await machines.games();
    await expect.poll(async () => (await machines.statuses()).length).toBe(games.length);
  });
});
