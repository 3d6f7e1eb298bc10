import type {
  MachineIssueType,
  MachineReportStatus,
  StaffReportStatus,
} from '@venue/contracts/machine-reports';

import type { BadgeTone } from '@/components/ui/badge/badge';

export const issueTypeLabels: Record<MachineIssueType, string> = {
  not_accepting_money: 'Not Accepting Money',
  game_frozen: 'Game Frozen',
  mechanical_issue: 'Mechanical Issue',
  sound_issue: 'Sound Issue',
  display_issue: 'Display Issue',
  other: 'Other',
};

export const reportStatusDisplay: Record<MachineReportStatus, { label: string; tone: BadgeTone }> =
  {
    reported: { label: 'Reported', tone: 'red' },
    investigating: { label: 'Investigating', tone: 'yellow' },
    fixed: { label: 'Fixed', tone: 'green' },
    closed: { label: 'Closed', tone: 'muted' },
  };

/** The three buttons, in the spec's words and order. */
export const statusButtons: Array<{ status: StaffReportStatus; label: string }> = [
  { status: 'investigating', label: 'Mark Investigating' },
  { status: 'fixed', label: 'Mark Fixed' },
  { status: 'closed', label: 'Close Report' },
];

/** The id of a report's card on the staff page, for links to it (from the mail outbox). */
export const reportAnchor = (reportId: string) => `report-${reportId}`;

/** The id of the staff page's mail outbox section. */
export const mailOutboxId = 'mail-outbox';
