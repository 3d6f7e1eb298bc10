import { gameChanged } from '@venue/contracts/catalogue';
import { gameIssueChanged } from '@venue/contracts/cleaning';
import { machineReportChanged, machineReportCreated } from '@venue/contracts/machine-reports';
import { machineOutOfOrderChanged, rebuildMachinesQueue } from '@venue/contracts/machines';
import { maintenanceLogChanged } from '@venue/contracts/maintenance';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceWork } from '@venue/service-kit/service-module';
import type { MachinesDomain } from './machines.domain';

/**
 * What keeps the statuses true: each event makes the machines it names read their sources again
 * from the owner (a retry with backoff while the owner is away), and a first start builds all.
 */
export function machinesWork(domain: MachinesDomain, logger: Logger): ServiceWork {
  const as = 'machines-status';
  return {
    workers: [
      {
        queue: rebuildMachinesQueue,
        handler: async () => {
          if (await domain.rebuildIfEmpty()) logger.info('built the machines from their sources');
        },
      },
    ],
    subscriptions: [
      { event: gameChanged, as, handler: () => domain.syncGames() },
      {
        event: machineReportCreated,
        as,
        handler: ({ gameName }: { gameName: string }) => domain.refreshProblems([gameName]),
      },
      {
        event: machineReportChanged,
        as,
        handler: ({ gameName }: { gameName: string }) => domain.refreshProblems([gameName]),
      },
      {
        event: gameIssueChanged,
        as,
        handler: ({ gameName }: { gameName: string }) => domain.refreshProblems([gameName]),
      },
      {
        event: maintenanceLogChanged,
        as,
        handler: ({
          gameTitle,
          previousGameTitle,
        }: {
          gameTitle: string;
          previousGameTitle?: string;
        }) =>
          domain.refreshProblems(previousGameTitle ? [gameTitle, previousGameTitle] : [gameTitle]),
      },
      {
        event: machineOutOfOrderChanged,
        as,
        handler: async ({ gameId }: { gameId: string }) => {
          await domain.applyFlag(gameId);
        },
      },
    ],
  };
}
