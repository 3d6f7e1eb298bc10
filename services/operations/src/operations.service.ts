import { gameIssueChanged } from '@venue/contracts/cleaning';
import path from 'node:path';
import { z } from 'zod';
import { reporterMailQueue } from '@venue/contracts/mail';
import { machineReportChanged, machineReportCreated } from '@venue/contracts/machine-reports';
import { maintenanceLogChanged } from '@venue/contracts/maintenance';
import { operationsApi } from '@venue/contracts/operations';
import { publicBaseUrlSchema } from '@venue/service-kit/config';
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
import { fileMail } from './mail.files';
import { mailRepository } from './mail.repository';
import { mailFromSchema, mailSettings, siteMailDomain, venueNameSchema } from './mail.settings';
import { smtpMail } from './mail.smtp';
import { operationsWork } from './operations.jobs';
import { operationsRoutes } from './operations.routes';
import { reporterMail } from './reporter-mail';
import { venueSignOff } from './venue-name';
import { prizesDomain } from './prizes.domain';
import { prizesRepository } from './prizes.repository';

const operationsEnvSchema = z
  .object({
    /**
     * The mail server that tells reporters their machine is fixed, e.g.
     * `smtps://user:password@mail.example.com:465`; unset or blank, messages are written to
     * `DATA_DIR/outbox-mail/` and listed for staff.
     */
    SMTP_URL: z
      .union([
        z.literal('').transform(() => undefined),
        z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }),
      ])
      .optional(),
    /** Who those messages come from; unset, the venue's no-reply address (mail.settings.ts). */
    MAIL_FROM: mailFromSchema.optional(),
    /** The venue's name the messages sign with. */
    VENUE_NAME: venueNameSchema,
    /** Where the site is published: the messages link to the machine's page there. */
    PUBLIC_BASE_URL: publicBaseUrlSchema.optional(),
  })
  .superRefine((config, context) => {
    if (config.SMTP_URL && !config.MAIL_FROM && !siteMailDomain(config.PUBLIC_BASE_URL)) {
      context.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message:
          'is required with SMTP_URL unless PUBLIC_BASE_URL names the site by its domain: mail servers refuse mail from no-reply@localhost',
      });
    }
  });

/** Where messages wait for staff to send them when no mail server is set. */
const mailOutboxDir = (dataDir: string) => path.join(dataDir, 'outbox-mail');

/**
 * What the crew uses on the floor: machine reports from players, weekly cleaning and game
 * issues, the maintenance log, prize stock, major wins and restocks, and the contact inbox.
 * Game names come from the catalogue, asked at each use (see catalogue-games.ts).
 */
export const operationsService = defineService({
  name: 'operations',
  api: operationsApi,
  env: operationsEnvSchema,
  queues: { produces: [reporterMailQueue], works: [reporterMailQueue] },
  publishes: [machineReportCreated, machineReportChanged, gameIssueChanged, maintenanceLogChanged],

  async build({ store, outbox, services, logger, jobs, config, dataDir }) {
    const catalogue = catalogueGames(services, logger);
    const settings = mailSettings(config);
    const reports = await machineReportsRepository(store);
    const floor = {
      machineReports: machineReportsDomain(reports, outbox, catalogue),
      cleaning: cleaningDomain(await cleaningRepository(store), outbox, catalogue),
      maintenance: maintenanceDomain(await maintenanceRepository(store), outbox),
    };
    const domains = {
      ...floor,
      prizes: prizesDomain(await prizesRepository(store)),
      contact: contactDomain(await contactRepository(store)),
      openProblems: openProblems(floor),
      mail: reporterMail({
        findReport: (id) => reports.findById(id),
        slugOf: catalogue.slugOf,
        settings,
        mail: config.SMTP_URL
          ? smtpMail(config.SMTP_URL, settings.sender)
          : fileMail(mailOutboxDir(dataDir), settings.sender),
        repository: await mailRepository(store),
        signOff: venueSignOff(services, logger, settings.venueName),
      }),
    };
    return {
      handlers: operationsRoutes(domains),
      work: operationsWork(jobs, domains.mail, logger),
      close: async () => domains.mail.close(),
    };
  },
});
