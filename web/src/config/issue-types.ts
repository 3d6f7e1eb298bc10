import type { MaintenanceIssueType } from '@venue/contracts/maintenance';

/**
 * What kind of problem a machine has, as every staff page names it: the maintenance log's six
 * kinds, among them the four a cleaning issue is reported as.
 */
export const issueTypeLabels: Record<MaintenanceIssueType, string> = {
  mechanical: 'Mechanical',
  electrical: 'Electrical',
  software: 'Software',
  cleaning: 'Cleaning',
  cosmetic: 'Cosmetic',
  preventive: 'Preventive',
};
