import { gameIssueChanged } from '@venue/contracts/cleaning';
import { machineReportChanged, machineReportCreated } from '@venue/contracts/machine-reports';
import { maintenanceLogChanged } from '@venue/contracts/maintenance';
import { operationsApi } from '@venue/contracts/operations';
import { defineService } from '@venue/service-kit/service-module';
import { catalogueGames } from './catalogue-games';
import { cleaningDomain } from './cleaning.domain';
import { cleaningRepository } from './cleaning.repository';
import { contactDomain } from './contact.domain';
import { contactRepository } from './contact.repository';
import { machineReportsDomain } from './machine-reports.domain';
import { machineReportsRepository } from './machine-reports.repository';
import { maintenanceDomain } from './maintenance.domain';
import { maintenanceRepository } from './maintenance.repository';
import { openProblems } from './open-problems';
import { operationsRoutes } from './operations.routes';
import { prizesDomain } from './prizes.domain';
import { prizesRepository } from './prizes.repository';

/**
 * What the crew uses on the floor: machine reports from players, weekly cleaning and game
 * issues, the maintenance log, prize stock, major wins and restocks, and the contact inbox.
 * Game names come from the catalogue, asked at each use (see catalogue-games.ts).
 */
export const operationsService = defineService({
  name: 'operations',
  api: operationsApi,
  publishes: [machineReportCreated, machineReportChanged, gameIssueChanged, maintenanceLogChanged],

  async build({ store, outbox, services, logger }) {
    const catalogue = catalogueGames(services, logger);
    const floor = {
      machineReports: machineReportsDomain(
        await machineReportsRepository(store),
        outbox,
        catalogue,
      ),
      cleaning: cleaningDomain(await cleaningRepository(store), outbox, catalogue),
      maintenance: maintenanceDomain(await maintenanceRepository(store), outbox),
    };
    const domains = {
      ...floor,
      prizes: prizesDomain(await prizesRepository(store)),
      contact: contactDomain(await contactRepository(store)),
      openProblems: openProblems(floor),
    };
    return { handlers: operationsRoutes(domains) };
  },
});
