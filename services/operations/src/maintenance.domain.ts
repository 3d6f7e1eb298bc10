import { randomUUID } from 'node:crypto';
import { maintenanceLogChanged, type MaintenanceLog } from '@venue/contracts/maintenance';
import { notFound } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import type {
  MaintenanceFields,
  MaintenanceRecord,
  MaintenanceRepository,
} from './maintenance.repository';

const presentMaintenanceLog = (record: MaintenanceRecord): MaintenanceLog => ({
  id: record.id,
  gameTitle: record.gameTitle,
  gameCategory: record.gameCategory,
  issueType: record.issueType,
  priority: record.priority,
  status: record.status,
  description: record.description,
  reportedBy: record.reportedBy,
  assignedTo: record.assignedTo,
  resolution: record.resolution,
  partsCost: record.partsCost,
  laborHours: record.laborHours,
  vendorUsed: record.vendorUsed,
  warrantyInfo: record.warrantyInfo,
  nextMaintenanceDate: record.nextMaintenanceDate,
  completedAt: record.completedAt,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

const noSuchLog = () => notFound('No maintenance log with that id');

/**
 * The maintenance log. completedAt is the server's to set: when a log's status becomes
 * completed (kept while it stays completed), cleared when it is reopened.
 */
export function maintenanceDomain(logs: MaintenanceRepository, outbox: Outbox) {
  return {
    list: async () => (await logs.newestFirst()).map(presentMaintenanceLog),

    async create(fields: MaintenanceFields) {
      const id = randomUUID();
      const completedAt = fields.status === 'completed' ? new Date() : null;
      const created = domainEvent(maintenanceLogChanged, {
        logId: id,
        gameTitle: fields.gameTitle,
        gameCategory: fields.gameCategory,
        change: 'created',
        status: fields.status,
      });
      return presentMaintenanceLog(
        await outbox.record([created], () => logs.insert(fields, completedAt, id)),
      );
    },

    async update(id: string, fields: MaintenanceFields) {
      const current = await logs.findById(id);
      if (!current) throw noSuchLog();
      const completedAt =
        fields.status === 'completed' ? (current.completedAt ?? new Date()) : null;
      const changed = domainEvent(maintenanceLogChanged, {
        logId: id,
        gameTitle: fields.gameTitle,
        ...(current.gameTitle !== fields.gameTitle && { previousGameTitle: current.gameTitle }),
        gameCategory: fields.gameCategory,
        change: 'updated',
        status: fields.status,
      });
      const updated = await outbox.record([changed], async () => {
        const saved = await logs.update(id, fields, completedAt);
        if (!saved) throw noSuchLog();
        return saved;
      });
      return presentMaintenanceLog(updated);
    },

    async remove(id: string) {
      const current = await logs.findById(id);
      if (!current) throw noSuchLog();
      const deleted = domainEvent(maintenanceLogChanged, {
        logId: id,
        gameTitle: current.gameTitle,
        gameCategory: current.gameCategory,
        change: 'deleted',
        status: current.status,
      });
      await outbox.record([deleted], async () => {
        if (!(await logs.delete(id))) throw noSuchLog();
      });
    },

    unfinished: () => logs.unfinished(),
  };
}

export type MaintenanceDomain = ReturnType<typeof maintenanceDomain>;
