import {
  openMachineReportStatuses,
  type MachineIssueType,
  type MachineReportStatus,
} from '@venue/contracts/machine-reports';
import { newestFirstPage } from '@venue/store/newest-first-page';
import type { Store } from '@venue/store/store.port';

export interface MachineReportRecord {
  id: string;
  gameName: string;
  issueType: MachineIssueType;
  description: string;
  playerName: string;
  contactInfo: string;
  /** '' when the reporter left none; reports from before the field have none stored. */
  email?: string;
  status: MachineReportStatus;
  staffNotes: string;
  reportedAt: Date;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type MachineReportFields = Pick<
  MachineReportRecord,
  'gameName' | 'issueType' | 'description' | 'playerName' | 'contactInfo'
> & { email: string };

type MachineReportChange = Pick<MachineReportRecord, 'status' | 'resolvedAt'> &
  Partial<Pick<MachineReportRecord, 'staffNotes'>>;

export async function machineReportsRepository(store: Store) {
  const reports = await store.collection<MachineReportRecord>('machine_reports', {
    indexes: [
      { fields: { reportedAt: -1 } },
      { fields: { status: 1 } },
      // One game's reports, newest first (the floor view's link to them).
      { fields: { gameName: 1, reportedAt: -1 } },
    ],
  });
  return {
    insert(fields: MachineReportFields, id: string) {
      const now = new Date();
      return reports.insert({
        ...fields,
        id,
        status: 'reported',
        staffNotes: '',
        reportedAt: now,
        resolvedAt: null,
        createdAt: now,
        updatedAt: now,
      });
    },
    /** A page of the reports, or of one game's (`gameName` not blank), newest first. */
    newestFirst: ({
      gameName,
      ...page
    }: {
      limit: number;
      before?: { at: Date; id: string };
      gameName: string;
    }) =>
      newestFirstPage(reports, 'reportedAt', {
        ...page,
        ...(gameName !== '' && { filter: { gameName } }),
      }),
    findById: (id: string) => reports.findById(id),
    update: (id: string, change: MachineReportChange) =>
      reports.updateOne({ id }, { $set: { ...change, updatedAt: new Date() } }),
    delete: (id: string) => reports.deleteOne({ id }),
    countOpen: () => reports.count({ status: { $in: openMachineReportStatuses } }),
    open: () =>
      reports.find({ status: { $in: openMachineReportStatuses } }, { sort: { reportedAt: -1 } }),
    openOf: (gameName: string) =>
      reports.find(
        { gameName, status: { $in: openMachineReportStatuses } },
        { sort: { reportedAt: -1 } },
      ),
  };
}

export type MachineReportsRepository = Awaited<ReturnType<typeof machineReportsRepository>>;
