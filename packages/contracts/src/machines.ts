import { z } from 'zod';
import { gameCategorySchema, gameSlugParamsSchema } from './catalogue';
import { defineApi } from './http';
import { defineEvent, defineQueue } from './messages';
import { optionalText } from './text';

/**
 * What a player sees of a machine, made from what the floor's records say, never typed twice:
 * `out of order` when staff flagged it (that wins), `being fixed` while a report is under
 * investigation, a game issue is open or a maintenance log is in progress or waiting for parts,
 * `reported` while a player's report waits, otherwise `working`.
 */
export const machineStatuses = ['working', 'reported', 'being fixed', 'out of order'] as const;
export type MachineStatusName = (typeof machineStatuses)[number];

export const machineStatusSchema = z.object({
  gameName: z.string(),
  slug: z.string(),
  category: gameCategorySchema,
  status: z.enum(machineStatuses),
  /** When the status last changed. */
  since: z.coerce.date(),
  /** Staff's note, shown while the machine is out of order (when they wrote one). */
  note: z.string().optional(),
});
export type MachineStatus = z.infer<typeof machineStatusSchema>;

/**
 * A machine as staff see it on the floor: its status for players and what is still open on it,
 * each count one click from its records. `downSince` is when it stopped working (kept while it
 * goes from reported to being fixed to out of order), null while it works.
 */
export const floorMachineSchema = machineStatusSchema.extend({
  downSince: z.coerce.date().nullable(),
  /** Players' reports not yet fixed or closed (reported or investigating). */
  openReports: z.number().int().nonnegative(),
  /** Maintenance log entries not completed. */
  openMaintenance: z.number().int().nonnegative(),
  /** Game issues from the cleaning rounds not resolved (open or in progress). */
  openGameIssues: z.number().int().nonnegative(),
});
export type FloorMachine = z.infer<typeof floorMachineSchema>;

export const outOfOrderNoteMax = 200;

/** Staff flag a machine out of order (the note is shown to players) or clear the flag. */
export const outOfOrderInputSchema = z.object({
  outOfOrder: z.boolean({ error: 'outOfOrder must be true or false' }),
  note: optionalText('Note', { max: outOfOrderNoteMax }),
});
export type OutOfOrderInput = z.input<typeof outOfOrderInputSchema>;

/** Published when what the public sees of a machine changed (status, note, name or slug), or it is gone. */
export const machineStatusChanged = defineEvent({
  name: 'machine-status.changed',
  payload: z.object({
    gameId: z.string(),
    slug: z.string(),
    status: z.enum(machineStatuses).nullable(),
  }),
});

/**
 * Published when only what staff see of a machine changed (its open records, on the floor view):
 * every process serving the floor view reads it again.
 */
export const machineFloorChanged = defineEvent({
  name: 'machine-floor.changed',
  payload: z.object({ gameId: z.string() }),
});

/** Published with each change of the out-of-order flag. */
export const machineOutOfOrderChanged = defineEvent({
  name: 'machine.out-of-order-changed',
  payload: z.object({ gameId: z.string(), outOfOrder: z.boolean() }),
});

/**
 * Makes the machines' statuses from the catalogue and the floor's records when the store has
 * none (a first start): retried while those services are not up yet.
 */
export const rebuildMachinesQueue = defineQueue({
  name: 'machines.rebuild',
  payload: z.object({}),
  attempts: 10,
  backoffMs: 2000,
});

export const qrPapers = ['a4', 'letter'] as const;
export type QrPaper = (typeof qrPapers)[number];

export const qrSheetQuerySchema = z.object({
  paper: z.enum(qrPapers, { error: `paper must be one of: ${qrPapers.join(', ')}` }).default('a4'),
});

const statusCache = { invalidatedBy: [machineStatusChanged] };

/** The machines service's routes. */
export const machinesApi = defineApi('machines', {
  statuses: {
    method: 'GET',
    path: '/api/machines/status',
    access: 'public',
    response: z.array(machineStatusSchema),
    cache: statusCache,
  },
  status: {
    method: 'GET',
    path: '/api/machines/:slug/status',
    access: 'public',
    params: gameSlugParamsSchema,
    response: machineStatusSchema,
    cache: statusCache,
  },
  /** Staff's floor view: every machine with its status and open records, from the read model. */
  floor: {
    method: 'GET',
    path: '/api/machines/floor',
    access: 'staff',
    response: z.array(floorMachineSchema),
  },
  setOutOfOrder: {
    method: 'PUT',
    path: '/api/machines/:slug/out-of-order',
    access: 'staff',
    params: gameSlugParamsSchema,
    body: { kind: 'json', schema: outOfOrderInputSchema },
    response: machineStatusSchema,
  },
  /** A printable HTML page of SVG sheets, one label (code, name, address, category) a machine. */
  qrSheet: {
    method: 'GET',
    path: '/api/machines/qr-sheet',
    access: 'staff',
    query: qrSheetQuerySchema,
  },
  /** One machine's code, an SVG image. */
  qrCode: {
    method: 'GET',
    path: '/api/machines/:slug/qr.svg',
    access: 'staff',
    params: gameSlugParamsSchema,
  },
});
