import {
  maintenanceCategories,
  maintenanceIssueTypes,
  maintenancePriorities,
  maintenanceStatuses,
  type MaintenanceCategory,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@venue/contracts/maintenance';

import type { BadgeTone } from '@/components/ui/badge/badge';
import { issueTypeLabels } from '@/config/issue-types';
import { optionsOf } from '@/lib/select-options';

export const categoryLabels: Record<MaintenanceCategory, string> = {
  pinball: 'Pinball',
  arcade: 'Arcade',
  rhythm: 'Rhythm',
  redemption: 'Redemption',
  claw: 'Claw',
};

/** Spec: urgent red, high orange, medium yellow, low green. */
export const priorityDisplay: Record<MaintenancePriority, { label: string; tone: BadgeTone }> = {
  low: { label: 'Low', tone: 'green' },
  medium: { label: 'Medium', tone: 'yellow' },
  high: { label: 'High', tone: 'orange' },
  urgent: { label: 'Urgent', tone: 'red' },
};

/** Spec: completed green, in progress blue, parts needed yellow, reported red. */
export const statusDisplay: Record<MaintenanceStatus, { label: string; tone: BadgeTone }> = {
  reported: { label: 'Reported', tone: 'red' },
  in_progress: { label: 'In Progress', tone: 'blue' },
  parts_needed: { label: 'Parts Needed', tone: 'yellow' },
  completed: { label: 'Completed', tone: 'green' },
};

/** Each list's select options, in the contract's order: forms and filters put their first option before them. */
export const categoryOptions = optionsOf(maintenanceCategories, (key) => categoryLabels[key]);
export const issueTypeOptions = optionsOf(maintenanceIssueTypes, (key) => issueTypeLabels[key]);
export const priorityOptions = optionsOf(
  maintenancePriorities,
  (key) => priorityDisplay[key].label,
);
export const statusOptions = optionsOf(maintenanceStatuses, (key) => statusDisplay[key].label);
