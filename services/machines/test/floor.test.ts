import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { machineFloorChanged } from '@venue/contracts/machines';
import { startServicesUnderTest } from '@venue/test-helpers/service-harness';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { operationsService } from '@venue/operations/operations.service';
import { machinesService } from '../src/machines.service';
import { machinesClient, startMachines, type Machines } from './machines-harness';

let machines: Machines;
const slug = 'medieval-madness';
const name = 'Medieval Madness';

const maintenanceLog = (status: string, gameTitle = name) => ({
  gameTitle,
  gameCategory: 'pinball',
  issueType: 'mechanical',
  priority: 'high',
  status,
  description: 'Castle gate motor stalls',
  reportedBy: 'Jordan',
});

beforeEach(async () => {
  machines = await startMachines();
  await expect
    .poll(async () => (await machines.statuses()).length)
    .toBe((await machines.games()).length);
});
afterEach(() => machines.close());

describe("staff's floor view", () => {
  it('when the floor is quiet, then every machine is there working, not down, with nothing open, and only staff may read it', async () => {
    const floor = await machines.floor();
    expect(floor.map((machine) => machine.slug).sort()).toEqual(
      (await machines.statuses()).map((status) => status.slug).sort(),
    );
    expect(
      floor.every(
        (machine) =>
          machine.status === 'working' &&
          machine.downSince === null &&
          machine.openReports + machine.openMaintenance + machine.openGameIssues === 0,
      ),
    ).toBe(true);
    expect((await machines.call('machines', '/api/machines/floor')).status).toBe(401);
  });

  it('when reports, a maintenance log and a game issue are open on a machine, then each is counted; closed, fixed or completed, they leave the count', async () => {
    const first = await machines.report(name);
    const second = await machines.report(name);
    const log = await machines.staff(
      'operations',
      'POST',
      '/api/maintenance',
      maintenanceLog('reported'),
    );
    const { id: logId } = (await log.json()) as { id: string };
    await machines.staff('operations', 'POST', '/api/staff/game-issues', {
      gameName: name,
      category: 'pinball',
      issueType: 'cosmetic',
      description: 'Scratched playfield glass',
    });
    await expect
      .poll(() => machines.floorOf(slug))
      .toMatchObject({
        status: 'being fixed',
        openReports: 2,
        openMaintenance: 1,
        openGameIssues: 1,
      });
    // The rest of the floor is untouched.
    expect(await machines.floorOf('attack-from-mars')).toMatchObject({
      openReports: 0,
      openMaintenance: 0,
      openGameIssues: 0,
    });

    await machines.setReport(first.id, 'fixed');
    await machines.setReport(second.id, 'closed');
    await machines.staff('operations', 'PUT', `/api/maintenance/${logId}`, {
      ...maintenanceLog('completed'),
    });
    await expect
      .poll(() => machines.floorOf(slug))
      .toMatchObject({ openReports: 0, openMaintenance: 0, openGameIssues: 1 });
  });

  it('when a second report comes for a machine already reported, then its count rises, and every process hears of it by machine-floor.changed', async () => {
    const heard: unknown[] = [];
    machines.hosted.jobs.listen(machineFloorChanged, (payload) => {
      heard.push(payload);
    });
    await machines.report(name);
    await machines.eventually(slug, 'reported');
    await machines.report(name);
    await expect.poll(async () => (await machines.floorOf(slug))?.openReports).toBe(2);
    const game = await machines.gameNamed(name);
    await expect.poll(() => heard).toContainEqual({ gameId: game.id });
  });

  it('when a machine goes from reported to being fixed to out of order and back to working, then it is down since it was first reported, and not down once it works', async () => {
    const { id } = await machines.report(name);
    await machines.eventually(slug, 'reported');
    const reported = (await machines.floorOf(slug))!;
    expect(reported.downSince).toEqual(reported.since);

    await machines.setReport(id, 'investigating');
    await machines.eventually(slug, 'being fixed');
    const flagged = await machines.staff('machines', 'PUT', `/api/machines/${slug}/out-of-order`, {
      outOfOrder: true,
      note: 'Waiting on parts',
    });
    expect(flagged.status).toBe(200);
    const out = (await machines.floorOf(slug))!;
    expect(out).toMatchObject({ status: 'out of order', note: 'Waiting on parts', openReports: 1 });
    expect(out.since.getTime()).toBeGreaterThan(reported.since.getTime());
    expect(out.downSince).toEqual(reported.downSince);

    await machines.staff('machines', 'PUT', `/api/machines/${slug}/out-of-order`, {
      outOfOrder: false,
    });
    await machines.setReport(id, 'fixed');
    await machines.eventually(slug, 'working');
    expect(await machines.floorOf(slug)).toMatchObject({ status: 'working', downSince: null });
  });

  it('when the services restart, then the floor view reads back as it was', async () => {
    await machines.report(name);
    await machines.staff('operations', 'POST', '/api/maintenance', maintenanceLog('parts_needed'));
    await expect
      .poll(() => machines.floorOf(slug))
      .toMatchObject({ status: 'being fixed', openReports: 1, openMaintenance: 1 });
    const before = await machines.floor();
    await machines.hosted.stop();
    machines = machinesClient(
      await startServicesUnderTest([catalogueService, operationsService, machinesService], {
        dataDir: machines.hosted.dataDir,
      }),
    );
    expect(await machines.floor()).toEqual(before);
  });
});
