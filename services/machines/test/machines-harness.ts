import { z } from 'zod';
import { expect } from 'vitest';
import { gameSchema, groupedGamesSchema, gameCategories } from '@venue/contracts/catalogue';
import {
  floorMachineSchema,
  machineStatusSchema,
  type FloorMachine,
  type MachineStatus,
} from '@venue/contracts/machines';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { operationsService } from '@venue/operations/operations.service';
import { machinesService } from '../src/machines.service';

/** The machines service with the catalogue and operations it is made from, on temp stores. */
export async function startMachines(options: { dataDir?: string; env?: NodeJS.ProcessEnv } = {}) {
  const hosted = await startServicesUnderTest(
    [catalogueService, operationsService, machinesService],
    options,
  );
  return machinesClient(hosted);
}

export function machinesClient(hosted: ServicesUnderTest) {
  const call = (service: string, path: string, options: CallOptions = {}) =>
    hosted.call(service, path, options);
  const staff = (service: string, method: string, path: string, json?: unknown) =>
    call(service, path, { method, as: 'staff', json });

  const statuses = async (): Promise<MachineStatus[]> => {
    const response = await call('machines', '/api/machines/status');
    expect(response.status).toBe(200);
    return z.array(machineStatusSchema).parse(await response.json());
  };
  const statusOf = async (slug: string): Promise<MachineStatus | null> => {
    const response = await call('machines', `/api/machines/${slug}/status`);
    if (response.status === 404) return null;
    expect(response.status).toBe(200);
    return machineStatusSchema.parse(await response.json());
  };
  /** Staff's floor view: every machine with its open records. */
  const floor = async (): Promise<FloorMachine[]> => {
    const response = await call('machines', '/api/machines/floor', { as: 'staff' });
    expect(response.status).toBe(200);
    return z.array(floorMachineSchema).parse(await response.json());
  };
  const floorOf = async (slug: string) => (await floor()).find((machine) => machine.slug === slug);
  const games = async () => {
    const grouped = groupedGamesSchema.parse(await (await call('catalogue', '/api/games')).json());
    return gameCategories.flatMap((category) => grouped[category]);
  };
  const gameNamed = async (name: string) => {
    const found = (await games()).find((game) => game.name === name);
    if (!found) throw new Error(`no game named ${name}`);
    return gameSchema.parse(found);
  };
  const report = async (gameName: string, extra: Record<string, unknown> = {}) => {
    const response = await call('operations', '/api/machine-reports', {
      method: 'POST',
      json: {
        gameName,
        issueType: 'game_frozen',
        description: 'Froze on the second ball.',
        ...extra,
      },
    });
    expect(response.status).toBe(201);
    return z.object({ id: z.string() }).parse(await response.json());
  };
  const setReport = async (id: string, status: string) =>
    expect(
      (await staff('operations', 'PATCH', `/api/machine-reports/${id}`, { status })).status,
    ).toBe(200);
  /** Waits until the machine shows the status (the change travels by event). */
  const eventually = (slug: string, status: string) =>
    expect.poll(async () => (await statusOf(slug))?.status).toBe(status);

  return {
    hosted,
    call,
    staff,
    statuses,
    statusOf,
    floor,
    floorOf,
    games,
    gameNamed,
    report,
    setReport,
    eventually,
    close: () => hosted.close(),
  };
}

export type Machines = Awaited<ReturnType<typeof startMachines>>;
