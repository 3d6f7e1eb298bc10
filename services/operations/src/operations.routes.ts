import type { operationsApi, OperationsSummary } from '@venue/contracts/operations';
import type { Handlers } from '@venue/service-kit/api-router';
import { pageOfItems } from '@venue/service-kit/paging';
import type { Response } from 'express';
import type { CleaningDomain } from './cleaning.domain';
import type { ContactDomain } from './contact.domain';
import type { MachineReportsDomain } from './machine-reports.domain';
import type { MaintenanceDomain } from './maintenance.domain';
import type { OpenProblems } from './open-problems';
import type { ReporterMail } from './reporter-mail';
import type { PrizesDomain } from './prizes.domain';

interface OperationsDomains {
  machineReports: MachineReportsDomain;
  cleaning: CleaningDomain;
  maintenance: MaintenanceDomain;
  prizes: PrizesDomain;
  contact: ContactDomain;
  openProblems: OpenProblems;
  mail: ReporterMail;
}

const created = <T>(res: Response, result: Promise<T>) => {
  res.status(201);
  return result;
};

const deleted = async (res: Response, removal: Promise<void>) => {
  await removal;
  res.status(204).end();
};

/** The operations service's declared routes (packages/contracts/src/operations.ts), each onto its domain. */
export function operationsRoutes({
  machineReports,
  cleaning,
  maintenance,
  prizes,
  contact,
  openProblems,
  mail,
}: OperationsDomains): Handlers<typeof operationsApi> {
  return {
    submitMachineReport: ({ body }, _req, res) => created(res, machineReports.submit(body)),
    listMachineReports: async ({ query, url }) =>
      pageOfItems(url, await machineReports.list(query)),
    openMachineReports: ({ query }) => machineReports.openOf(query.game),
    updateMachineReport: ({ params, body }) =>
      machineReports.update(params.id, body.status, body.staffNotes),
    deleteMachineReport: ({ params }, _req, res) => deleted(res, machineReports.remove(params.id)),

    listCleaning: () => cleaning.list(),
    markCleaning: ({ body }) => cleaning.mark(body),
    gameIssues: ({ query }) => cleaning.issuesOf(query.category, query.gameName),
    reportGameIssue: ({ body }, _req, res) => created(res, cleaning.reportIssue(body)),
    setGameIssueStatus: ({ params, body }) => cleaning.setIssueStatus(params.id, body.status),

    listMaintenance: () => maintenance.list(),
    createMaintenance: ({ body }, _req, res) => created(res, maintenance.create(body)),
    updateMaintenance: ({ params, body }) => maintenance.update(params.id, body),
    deleteMaintenance: ({ params }, _req, res) => deleted(res, maintenance.remove(params.id)),

    listPrizes: () => prizes.list(),
    prizeSummary: () => prizes.summary(),
    createPrize: ({ body }, _req, res) => created(res, prizes.create(body)),
    updatePrize: ({ params, body: { updatedAt, ...fields } }) =>
      prizes.update(params.id, new Date(updatedAt), fields),
    deletePrize: ({ params }, _req, res) => deleted(res, prizes.remove(params.id)),
    listMajorWins: () => prizes.wins(),
    recordMajorWin: ({ body }, _req, res) => created(res, prizes.recordWin(body)),
    deleteMajorWin: ({ params }, _req, res) => deleted(res, prizes.removeWin(params.id)),
    listRestocks: () => prizes.restocks(),
    recordRestock: ({ body }, _req, res) => created(res, prizes.recordRestock(body)),
    deleteRestock: ({ params }, _req, res) => deleted(res, prizes.removeRestock(params.id)),

    sendContactMessage: ({ body }, _req, res) => created(res, contact.receive(body)),
    listContactMessages: async ({ query, url }) => pageOfItems(url, await contact.list(query)),
    updateContactMessage: ({ params, body }) => contact.setHandled(params.id, body.handled),
    deleteContactMessage: ({ params }, _req, res) => deleted(res, contact.remove(params.id)),

    summary: async (): Promise<OperationsSummary> => {
      const [stock, openReports, openGameIssues] = await Promise.all([
        prizes.summary(),
        machineReports.countOpen(),
        cleaning.countUnresolvedIssues(),
      ]);
      return {
        prizes: {
          total: stock.totalPrizes,
          lowStock: stock.lowStock,
          outOfStock: stock.outOfStock,
        },
        openIssues: { machineReports: openReports, gameIssues: openGameIssues },
      };
    },
    openProblems: ({ query }) => openProblems(query.gameName),
    mailOutbox: async ({ query, url }) => pageOfItems(url, await mail.outbox(query)),
  };
}
