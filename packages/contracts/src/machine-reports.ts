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
});
export type MachineReportInput = z.input<typeof machineReportInputSchema>;

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
