import { z } from 'zod';
import { gameCategorySchema } from './catalogue';
import {
  cleaningGameSchema,
  cleaningListSchema,
  cleaningMarkSchema,
  gameIssueInputSchema,
  gameIssueQuerySchema,
  gameIssueSchema,
  gameIssueStatusUpdateSchema,
  gameIssueStatuses,
} from './cleaning';
import {
  contactMessageInputSchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  contactReceiptSchema,
} from './contact';
import { defineApi } from './http';
import { outboxMailSchema } from './mail';
import { newestFirstQuerySchema } from './paging';
import {
  machineReportChanged,
  machineReportCreated,
  machineReportInputSchema,
  machineReportReceiptSchema,
  machineReportSchema,
  machineReportStatuses,
  machineReportUpdateSchema,
  openReportsQuerySchema,
  openReportsSchema,
} from './machine-reports';
import {
  maintenanceCategories,
  maintenanceInputSchema,
  maintenanceLogSchema,
  maintenanceStatuses,
} from './maintenance';
import { optionalText } from './text';
import {
  majorWinInputSchema,
  majorWinSchema,
  prizeInputSchema,
  prizeListSchema,
  prizeSchema,
  prizeSummarySchema,
  prizeUpdateSchema,
  restockInputSchema,
  restockSchema,
} from './prizes';

/** The staff portal's live figures: stock to act on and problems still open. */
export const operationsSummarySchema = z.object({
  prizes: z.object({
    total: z.number().int(),
    /** At or below minimum, out of stock included. */
    lowStock: z.number().int(),
    outOfStock: z.number().int(),
  }),
  openIssues: z.object({
    /** Reported or investigating. */
    machineReports: z.number().int(),
    /** Open or in progress. */
    gameIssues: z.number().int(),
  }),
});
export type OperationsSummary = z.infer<typeof operationsSummarySchema>;

const problemFields = { id: z.string(), gameName: z.string(), since: z.coerce.date() };

/**
 * Something on the floor still open for a game: a player's machine report (reported or
 * investigating; the form names the game only, so no category), a game issue (open or in
 * progress) or a maintenance log not completed. `since` is its last change.
 */
export const openProblemSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('machine-report'),
    ...problemFields,
    category: z.null(),
    status: z.enum(machineReportStatuses),
  }),
  z.object({
    source: z.literal('game-issue'),
    ...problemFields,
    category: gameCategorySchema,
    status: z.enum(gameIssueStatuses),
  }),
  z.object({
    source: z.literal('maintenance-log'),
    ...problemFields,
    category: z.enum(maintenanceCategories),
    status: z.enum(maintenanceStatuses),
  }),
]);
export type OpenProblem = z.infer<typeof openProblemSchema>;

/** One game's open problems (its name compared without regard to case), or every game's. */
export const openProblemsQuerySchema = z.object({
  gameName: optionalText('Game name', { max: 120 }),
});

/**
 * Staff inboxes (machine reports, contact messages, the mail outbox): newest first, 50 a page,
 * 200 at most.
 */
export const inboxPageLimitDefault = 50;
export const inboxPageLimitMax = 200;
export const inboxPageQuerySchema = newestFirstQuerySchema(
  inboxPageLimitDefault,
  inboxPageLimitMax,
);
export type InboxPageQuery = z.output<typeof inboxPageQuerySchema>;

/** The machine reports inbox, or one game's reports (by its name, as the reports name it). */
export const machineReportsQuerySchema = inboxPageQuerySchema.extend({
  gameName: optionalText('Game name', { max: 120 }),
});
export type MachineReportsQuery = z.output<typeof machineReportsQuerySchema>;

export const recordIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * Public forms, counted per client address at the gateway before the body is read. A whole
 * venue may share one address (the floor's Wi-Fi), so both allow a room full of visitors at
 * once. The address is the one count a sender cannot change at will (an e-mail is whatever is
 * typed), so it is the ceiling that keeps a flood out of the staff inbox.
 */
const machineReportLimit = { limit: 20, windowSeconds: 10 * 60 };
const contactLimit = { limit: 20, windowSeconds: 10 * 60 };
/** Form bodies: the longest texts, in the worst UTF-8 case, with room for the JSON around them. */
const formBodyLimit = 32 * 1024;

/** The operations service's routes: what the crew uses on the floor, and two public forms. */
export const operationsApi = defineApi('operations', {
  submitMachineReport: {
    method: 'POST',
    path: '/api/machine-reports',
    access: 'public',
    noStore: true,
    rateLimit: machineReportLimit,
    body: { kind: 'json', schema: machineReportInputSchema, limit: formBodyLimit },
    response: machineReportReceiptSchema,
  },
  listMachineReports: {
    method: 'GET',
    path: '/api/machine-reports',
    access: 'staff',
    query: machineReportsQuerySchema,
    response: z.array(machineReportSchema),
  },
  /** The public page's "Already reported: we're on it"; no reporter's detail is in it. */
  openMachineReports: {
    method: 'GET',
    path: '/api/machine-reports/open',
    access: 'public',
    query: openReportsQuerySchema,
    response: openReportsSchema,
    cache: { invalidatedBy: [machineReportCreated, machineReportChanged] },
  },
  updateMachineReport: {
    method: 'PATCH',
    path: '/api/machine-reports/:id',
    access: 'staff',
    params: recordIdParamsSchema,
    body: { kind: 'json', schema: machineReportUpdateSchema, limit: formBodyLimit },
    response: machineReportSchema,
  },
  deleteMachineReport: {
    method: 'DELETE',
    path: '/api/machine-reports/:id',
    access: 'staff',
    params: recordIdParamsSchema,
  },

  listCleaning: {
    method: 'GET',
    path: '/api/staff/games-cleaned',
    access: 'staff',
    response: cleaningListSchema,
  },
  markCleaning: {
    method: 'POST',
    path: '/api/staff/games-cleaned',
    access: 'staff',
    body: { kind: 'json', schema: cleaningMarkSchema },
    response: cleaningGameSchema,
  },
  gameIssues: {
    method: 'GET',
    path: '/api/staff/game-issues',
    access: 'staff',
    query: gameIssueQuerySchema,
    response: z.array(gameIssueSchema),
  },
  reportGameIssue: {
    method: 'POST',
    path: '/api/staff/game-issues',
    access: 'staff',
    body: { kind: 'json', schema: gameIssueInputSchema },
    response: gameIssueSchema,
  },
  setGameIssueStatus: {
    method: 'PUT',
    path: '/api/staff/game-issues/:id/status',
    access: 'staff',
    params: recordIdParamsSchema,
    body: { kind: 'json', schema: gameIssueStatusUpdateSchema },
    response: gameIssueSchema,
  },

  listMaintenance: {
    method: 'GET',
    path: '/api/maintenance',
    access: 'staff',
    response: z.array(maintenanceLogSchema),
  },
  createMaintenance: {
    method: 'POST',
    path: '/api/maintenance',
    access: 'staff',
    body: { kind: 'json', schema: maintenanceInputSchema },
    response: maintenanceLogSchema,
  },
  updateMaintenance: {
    method: 'PUT',
    path: '/api/maintenance/:id',
    access: 'staff',
    params: recordIdParamsSchema,
    body: { kind: 'json', schema: maintenanceInputSchema },
    response: maintenanceLogSchema,
  },
  deleteMaintenance: {
    method: 'DELETE',
    path: '/api/maintenance/:id',
    access: 'staff',
    params: recordIdParamsSchema,
  },

  listPrizes: {
    method: 'GET',
    path: '/api/prizes',
    access: 'staff',
    response: prizeListSchema,
  },
  /** The prizes page's summary row: its own route, so the list stays the spec's list. */
  prizeSummary: {
    method: 'GET',
    path: '/api/prizes/summary',
    access: 'staff',
    response: prizeSummarySchema,
  },
  createPrize: {
    method: 'POST',
    path: '/api/prizes',
    access: 'staff',
    body: { kind: 'json', schema: prizeInputSchema },
    response: prizeSchema,
  },
  updatePrize: {
    method: 'PUT',
    path: '/api/prizes/:id',
    access: 'staff',
    params: recordIdParamsSchema,
    body: { kind: 'json', schema: prizeUpdateSchema },
    response: prizeSchema,
  },
  deletePrize: {
    method: 'DELETE',
    path: '/api/prizes/:id',
    access: 'staff',
    params: recordIdParamsSchema,
  },
  listMajorWins: {
    method: 'GET',
    path: '/api/major-wins',
    access: 'staff',
    response: z.array(majorWinSchema),
  },
  recordMajorWin: {
    method: 'POST',
    path: '/api/major-wins',
    access: 'staff',
    body: { kind: 'json', schema: majorWinInputSchema },
    response: majorWinSchema,
  },
  deleteMajorWin: {
    method: 'DELETE',
    path: '/api/major-wins/:id',
    access: 'staff',
    params: recordIdParamsSchema,
  },
  listRestocks: {
    method: 'GET',
    path: '/api/minor-restocks',
    access: 'staff',
    response: z.array(restockSchema),
  },
  recordRestock: {
    method: 'POST',
    path: '/api/minor-restocks',
    access: 'staff',
    body: { kind: 'json', schema: restockInputSchema },
    response: restockSchema,
  },
  deleteRestock: {
    method: 'DELETE',
    path: '/api/minor-restocks/:id',
    access: 'staff',
    params: recordIdParamsSchema,
  },

  sendContactMessage: {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    noStore: true,
    rateLimit: contactLimit,
    body: { kind: 'json', schema: contactMessageInputSchema, limit: formBodyLimit },
    response: contactReceiptSchema,
  },
  listContactMessages: {
    method: 'GET',
    path: '/api/contact-messages',
    access: 'staff',
    query: inboxPageQuerySchema,
    response: z.array(contactMessageSchema),
  },
  updateContactMessage: {
    method: 'PATCH',
    path: '/api/contact-messages/:id',
    access: 'staff',
    params: recordIdParamsSchema,
    body: { kind: 'json', schema: contactMessageUpdateSchema },
    response: contactMessageSchema,
  },
  deleteContactMessage: {
    method: 'DELETE',
    path: '/api/contact-messages/:id',
    access: 'staff',
    params: recordIdParamsSchema,
  },

  summary: {
    method: 'GET',
    path: '/api/operations/summary',
    access: 'staff',
    response: operationsSummarySchema,
  },
  /** Messages to reporters written to the outbox folder while no mail server is set. */
  mailOutbox: {
    method: 'GET',
    path: '/api/mail/outbox',
    access: 'staff',
    query: inboxPageQuerySchema,
    response: z.array(outboxMailSchema),
  },
  /** What the machines' status is made from (see services/machines). */
  openProblems: {
    method: 'GET',
    path: '/api/operations/open-problems',
    access: 'staff',
    query: openProblemsQuerySchema,
    response: z.array(openProblemSchema),
  },
});
