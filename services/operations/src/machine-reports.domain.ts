import { randomUUID } from 'node:crypto';
import {
  machineReportChanged,
  machineReportCreated,
  type MachineReport,
  type OpenReports,
  type StaffReportStatus,
} from '@venue/contracts/machine-reports';
import type { MachineReportsQuery } from '@venue/contracts/operations';
import { badRequest, notFound } from '@venue/service-kit/errors';
import { presentNewestFirst, type PageOf } from '@venue/service-kit/paging';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import type { CatalogueGames } from './catalogue-games';
import type {
  MachineReportFields,
  MachineReportRecord,
  MachineReportsRepository,
} from './machine-reports.repository';

const presentMachineReport = (record: MachineReportRecord): MachineReport => ({
  id: record.id,
  gameName: record.gameName,
  issueType: record.issueType,
  description: record.description,
  playerName: record.playerName,
  contactInfo: record.contactInfo,
  email: record.email ?? '',
  status: record.status,
  staffNotes: record.staffNotes,
  reportedAt: record.reportedAt,
  resolvedAt: record.resolvedAt,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

const isResolution = (status: StaffReportStatus) => status === 'fixed' || status === 'closed';
const noSuchReport = () => notFound('No machine report with that id');

/** Players report machine problems; staff work them through investigating, fixed and closed. */
export function machineReportsDomain(
  reports: MachineReportsRepository,
  outbox: Outbox,
  catalogue: CatalogueGames,
) {
  return {
    async submit(fields: MachineReportFields) {
      if (!(await catalogue.names()).includes(fields.gameName)) {
        throw badRequest('The request is not valid', {
          gameName: ['Please select a game from the list'],
        });
      }
      const id = randomUUID();
      const created = domainEvent(machineReportCreated, {
        reportId: id,
        gameName: fields.gameName,
        issueType: fields.issueType,
      });
      const record = await outbox.record([created], () => reports.insert(fields, id));
      return { id: record.id, reportedAt: record.reportedAt };
    },

    /** A page of the reports (or one game's), newest first. */
    async list(query: MachineReportsQuery): Promise<PageOf<MachineReport>> {
      return presentNewestFirst(await reports.newestFirst(query), presentMachineReport);
    },

    /**
     * Sets the status from any other. resolvedAt is the first time the report was fixed or
     * closed (closing a fixed report keeps it); going back to investigating clears it.
     */
    async update(id: string, status: StaffReportStatus, staffNotes: string | undefined) {
      const current = await reports.findById(id);
      if (!current) throw noSuchReport();
      const resolvedAt = isResolution(status) ? (current.resolvedAt ?? new Date()) : null;
      const changed = domainEvent(machineReportChanged, {
        reportId: id,
        gameName: current.gameName,
        change: 'status-set',
        status,
        previousStatus: current.status,
      });
      const updated = await outbox.record([changed], async () => {
        const saved = await reports.update(id, {
          status,
          resolvedAt,
          ...(staffNotes !== undefined && { staffNotes }),
        });
        if (!saved) throw noSuchReport();
        return saved;
      });
      return presentMachineReport(updated);
    },

    async remove(id: string) {
      const current = await reports.findById(id);
      if (!current) throw noSuchReport();
      const deleted = domainEvent(machineReportChanged, {
        reportId: id,
        gameName: current.gameName,
        change: 'deleted',
        status: current.status,
        previousStatus: current.status,
      });
      await outbox.record([deleted], async () => {
        if (!(await reports.delete(id))) throw noSuchReport();
      });
    },

    countOpen: () => reports.countOpen(),

    /** Whether a game has reports still open: counts and a time, nothing a reporter wrote. */
    async openOf(gameName: string): Promise<OpenReports> {
      const open = await reports.openOf(gameName);
      return {
        gameName,
        alreadyReported: open.length > 0,
        openReports: open.length,
        lastReportedAt: open[0]?.reportedAt ?? null,
      };
    },

    open: () => reports.open(),

    findById: (id: string) => reports.findById(id),
  };
}

export type MachineReportsDomain = ReturnType<typeof machineReportsDomain>;
