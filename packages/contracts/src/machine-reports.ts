import { z } from 'zod';
import { defineEvent } from './messages';
import { blankIfMissing, keptText, noEarlierProblem } from './operations-fields';
import { optionalText, requiredText } from './text';

/** What players can report about a machine on the floor (the public form's issue types). */
export const machineIssueTypes = [
  'not_accepting_money',
  'game_frozen',
  'mechanical_issue',
  'sound_issue',
  'display_issue',
  'other',
] as const;
export type MachineIssueType = (typeof machineIssueTypes)[number];

export const machineReportStatuses = ['reported', 'investigating', 'fixed', 'closed'] as const;
export type MachineReportStatus = (typeof machineReportStatuses)[number];

/** The statuses staff set with the page's three buttons; a report never goes back to reported. */
export const staffReportStatuses = ['investigating', 'fixed', 'closed'] as const;
export type StaffReportStatus = (typeof staffReportStatuses)[number];

/** Statuses that count as still open (the portal's Open Issues). */
export const openMachineReportStatuses: MachineReportStatus[] = ['reported', 'investigating'];

export const machineReportDescriptionMinimum = 10;
const describeMore = `Please provide a detailed description (at least ${machineReportDescriptionMinimum} characters)`;

export const reporterEmailMax = 254;

/** An optional e-mail address: blank or left out is '' (nobody to tell). */
export const reporterEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
  z
    .string({ error: 'E-mail must be an e-mail address' })
    .max(reporterEmailMax, `E-mail must be at most ${reporterEmailMax} characters`)
    .pipe(z.union([z.literal(''), z.email('Please enter a valid e-mail address, or none')])),
);

/** What a player sends from /report-issue. The game must be one of the catalogue's names. */
export const machineReportInputSchema = z.object({
  gameName: z.preprocess(
    blankIfMissing,
    requiredText('Game', { max: 120 }, 'Please select a game'),
  ),
  issueType: z.enum(machineIssueTypes, { error: 'Please select an issue type' }),
  description: z.preprocess(
    blankIfMissing,
    requiredText('Description', { max: 2000, multiline: true }, describeMore).refine(
      (text) => text.length >= machineReportDescriptionMinimum,
      { message: describeMore, when: noEarlierProblem },
    ),
  ),
  playerName: optionalText('Player name', { max: 100 }),
  contactInfo: optionalText('Contact info', { max: 200 }),
  /** To be told when the machine is fixed; seen by staff only, never in a public answer. */
  email: reporterEmailSchema,
});

/** What the player is told back: their report's id and when it was taken. */
export const machineReportReceiptSchema = z.object({
  id: z.string(),
  reportedAt: z.coerce.date(),
});

export const machineReportSchema = z.object({
  id: z.string(),
  gameName: z.string(),
  issueType: z.enum(machineIssueTypes),
  description: z.string(),
  playerName: z.string(),
  contactInfo: z.string(),
  /** The reporter's address to tell when it is fixed, or ''. Staff answers only. */
  email: z.string(),
  status: z.enum(machineReportStatuses),
  staffNotes: z.string(),
  reportedAt: z.coerce.date(),
  /** When it was first marked fixed or closed; null while it is open. */
  resolvedAt: z.coerce.date().nullable(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type MachineReport = z.infer<typeof machineReportSchema>;

/** Staff set a status with the notes beside it; notes left out stay as they were. */
export const machineReportUpdateSchema = z.object({
  status: z.enum(staffReportStatuses, {
    error: `Status must be one of: ${staffReportStatuses.join(', ')}`,
  }),
  staffNotes: keptText('Staff notes', 2000),
});
export type MachineReportUpdate = z.input<typeof machineReportUpdateSchema>;

export const machineReportCreatedEventSchema = z.object({
  reportId: z.string(),
  gameName: z.string(),
  issueType: z.enum(machineIssueTypes),
});

/** Published when a player reports a machine problem. */
export const machineReportCreated = defineEvent({
  name: 'machine-report.created',
  payload: machineReportCreatedEventSchema,
});

/** Published when staff set a report's status, or delete it. No address travels in it. */
export const machineReportChangedEventSchema = z.object({
  reportId: z.string(),
  gameName: z.string(),
  change: z.enum(['status-set', 'deleted']),
  /** The status after the change (for a deletion, the last one it had). */
  status: z.enum(machineReportStatuses),
  previousStatus: z.enum(machineReportStatuses),
});
export type MachineReportChangedEvent = z.infer<typeof machineReportChangedEventSchema>;

export const machineReportChanged = defineEvent({
  name: 'machine-report.changed',
  payload: machineReportChangedEventSchema,
});

/** Whether players already reported a game: the public page says so and still takes details. */
export const openReportsQuerySchema = z.object({
  game: z.preprocess(blankIfMissing, requiredText('Game', { max: 120 }, 'Please select a game')),
});

export const openReportsSchema = z.object({
  gameName: z.string(),
  alreadyReported: z.boolean(),
  /** Reports still reported or under investigation. */
  openReports: z.number().int().nonnegative(),
  /** When the newest of them came in; null when there is none. */
  lastReportedAt: z.coerce.date().nullable(),
});
export type OpenReports = z.infer<typeof openReportsSchema>;
