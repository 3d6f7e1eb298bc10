import { z } from 'zod';
import { defineEvent } from './messages';
import { optionalDate } from './operations-fields';
import { optionalText, requiredText } from './text';

/** The maintenance log's own lists, in the spec's order. */
export const maintenanceCategories = ['pinball', 'arcade', 'rhythm', 'redemption', 'claw'] as const;
export type MaintenanceCategory = (typeof maintenanceCategories)[number];

export const maintenanceIssueTypes = [
  'mechanical',
  'electrical',
  'software',
  'cleaning',
  'cosmetic',
  'preventive',
] as const;
export type MaintenanceIssueType = (typeof maintenanceIssueTypes)[number];

export const maintenancePriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type MaintenancePriority = (typeof maintenancePriorities)[number];

export const maintenanceStatuses = [
  'reported',
  'in_progress',
  'parts_needed',
  'completed',
] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

/**
 * A log entry as staff write it, for a new log and for an edit alike (any status may follow any
 * other). The server stamps createdAt, and completedAt when the status becomes completed.
 */
export const maintenanceInputSchema = z.object({
  gameTitle: requiredText('Game title', { max: 120 }),
  gameCategory: z.enum(maintenanceCategories, { error: 'Please select a category' }),
  issueType: z.enum(maintenanceIssueTypes, { error: 'Please select an issue type' }),
  priority: z.enum(maintenancePriorities, { error: 'Please select a priority' }),
  status: z
    .enum(maintenanceStatuses, {
      error: `Status must be one of: ${maintenanceStatuses.join(', ')}`,
    })
    .default('reported'),
  description: requiredText('Description', { max: 2000, multiline: true }),
  reportedBy: requiredText('Reported by', { max: 100 }),
  assignedTo: optionalText('Assigned to', { max: 100 }),
  resolution: optionalText('Resolution', { max: 2000, multiline: true }),
  /** Free text, as staff write it (e.g. '$45 + tax'). */
  partsCost: optionalText('Parts cost', { max: 50 }),
  laborHours: optionalText('Labor hours', { max: 50 }),
  vendorUsed: optionalText('Vendor used', { max: 100 }),
  warrantyInfo: optionalText('Warranty info', { max: 500, multiline: true }),
  nextMaintenanceDate: optionalDate('Next maintenance date'),
});
export type MaintenanceInput = z.input<typeof maintenanceInputSchema>;

export const maintenanceLogSchema = z.object({
  id: z.string(),
  gameTitle: z.string(),
  gameCategory: z.enum(maintenanceCategories),
  issueType: z.enum(maintenanceIssueTypes),
  priority: z.enum(maintenancePriorities),
  status: z.enum(maintenanceStatuses),
  description: z.string(),
  reportedBy: z.string(),
  assignedTo: z.string(),
  resolution: z.string(),
  partsCost: z.string(),
  laborHours: z.string(),
  vendorUsed: z.string(),
  warrantyInfo: z.string(),
  /** A calendar date at the venue. */
  nextMaintenanceDate: z.iso.date().nullable(),
  /** When the status became completed; null while it is not. */
  completedAt: z.coerce.date().nullable(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type MaintenanceLog = z.infer<typeof maintenanceLogSchema>;

/** Published when a maintenance log is written, changed or deleted. */
export const maintenanceLogChangedEventSchema = z.object({
  logId: z.string(),
  gameTitle: z.string(),
  /** The title before an edit that changed it: both games' machines may have changed. */
  previousGameTitle: z.string().optional(),
  gameCategory: z.enum(maintenanceCategories),
  change: z.enum(['created', 'updated', 'deleted']),
  status: z.enum(maintenanceStatuses),
});

export const maintenanceLogChanged = defineEvent({
  name: 'maintenance-log.changed',
  payload: maintenanceLogChangedEventSchema,
});
