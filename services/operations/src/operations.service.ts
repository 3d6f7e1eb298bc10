import { machineReportCreated } from '@venue/contracts/machine-reports';
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
  publishes: [machineReportCreated],

  async build({ store, outbox, services, logger }) {
    const catalogue = catalogueGames(services, logger);
    const domains = {
      machineReports: machineReportsDomain(
        await machineReportsRepository(store),
        outbox,
        catalogue,
      ),
      cleaning: cleaningDomain(await cleaningRepository(store), catalogue),
      maintenance: maintenanceDomain(await maintenanceRepository(store)),
      prizes: prizesDomain(await prizesRepository(store)),
      contact: contactDomain(await contactRepository(store)),
    };
    return { handlers: operationsRoutes(domains) };
  },
});
