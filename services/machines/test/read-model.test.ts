import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineStatusChanged, type MachineStatusName } from '@venue/contracts/machines';
import { lateStoreMs, readOnEvent } from '@venue/test-helpers/reads-on-event';
import { startServicesUnderTest } from '@venue/test-helpers/service-harness';
import { storeLatency } from '@venue/test-helpers/store-latency';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { operationsService } from '@venue/operations/operations.service';
import { machinesService } from '../src/machines.service';
import { machinesClient, type Machines } from './machines-harness';

const latency = storeLatency();
let machines: Machines;
const slug = 'medieval-madness';

beforeAll(async () => {
  machines = machinesClient(
    await startServicesUnderTest([catalogueService, operationsService, machinesService], {
      wrapStore: (store, service) => (service === 'machines' ? latency.wrap(store) : store),
    }),
  );
});
afterAll(() => machines.close());

/** A first start builds every status from the catalogue and the floor, each announced. */
const built = async () => {
  latency.ms = 0;
  await expect
    .poll(async () => (await machines.statuses()).length)
    .toBe((await machines.games()).length);
  await expect
    .poll(async () => (await machines.hosted.services.machines!.outbox.backlog()).events)
    .toBe(0);
  latency.ms = lateStoreMs;
};

/**
 * The public status read the moment machine-status.changed is heard for the machine (as
 * `status`, when given). Two writers of one machine at once (staff's request and the flag's
 * event) may each announce it: every announcement is read.
 */
const readOnChange = (status?: MachineStatusName) =>
  readOnEvent(machines.hosted, {
    service: 'machines',
    event: machineStatusChanged,
    path: `/api/machines/${slug}/status`,
    readsOn: (change) => change.slug === slug && (status === undefined || change.status === status),
  });

const flag = (json: unknown) =>
  machines.staff('machines', 'PUT', `/api/machines/${slug}/out-of-order`, json);

describe('the read model on a store that answers late', () => {
  it('when a game moves to another category, then its change is announced and a read asked the moment it is heard shows the new category', async () => {
    await built();
    const heard = readOnChange();
    const game = await machines.gameNamed('Medieval Madness');
    const moved = await machines.staff('catalogue', 'PUT', `/api/games/${game.id}`, {
      category: 'arcade',
      name: game.name,
      manufacturer: game.manufacturer,
      year: game.year,
      description: game.description,
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(heard.answers[0]).toMatchObject({ status: 200, body: { slug, category: 'arcade' } });
    await heard.stop();
  });

  it('when staff flag a machine and clear the flag, then a read asked the moment each machine-status.changed is heard already shows it', async () => {
    await built();
    const outOfOrder = readOnChange('out of order');
    expect((await flag({ outOfOrder: true, note: 'Coil out' })).status).toBe(200);
    await expect.poll(() => outOfOrder.answers.length).toBeGreaterThan(0);
    await outOfOrder.stop();
    for (const answer of outOfOrder.answers) {
      expect(answer).toMatchObject({
        status: 200,
        body: { status: 'out of order', note: 'Coil out' },
      });
    }

    const working = readOnChange('working');
    expect((await flag({ outOfOrder: false, note: '' })).status).toBe(200);
    await expect.poll(() => working.answers.length).toBeGreaterThan(0);
    await working.stop();
    for (const answer of working.answers) {
      expect(answer).toMatchObject({ status: 200, body: { status: 'working' } });
    }
  });
});
