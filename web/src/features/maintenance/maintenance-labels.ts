import type {
  MaintenanceCategory,
  MaintenanceIssueType,
  MaintenancePriority,
  MaintenanceStatus,
} from '@venue/contracts/maintenance';

import type { BadgeTone } from '@/components/ui/badge/badge';

export const categoryLabels: Record<MaintenanceCategory, string> = {
  pinball: 'Pinball',
  arcade: 'Arcade',
  rhythm: 'Rhythm',
  redemption: 'Redemption',
  claw: 'Claw',
};

export const issueTypeLabels: Record<MaintenanceIssueType, string> = {
  mechanical: 'Mechanical',
  electrical: 'Electrical',
  software: 'Software',
  cleaning: 'Cleaning',
  cosmetic: 'Cosmetic',
  preventive: 'Preventive',
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
