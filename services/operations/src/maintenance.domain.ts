import type { MaintenanceLog } from '@venue/contracts/maintenance';
import { notFound } from '@venue/service-kit/errors';
import type {
  MaintenanceFields,
  MaintenanceRecord,
  MaintenanceRepository,
} from './maintenance.repository';

export const presentMaintenanceLog = (record: MaintenanceRecord): MaintenanceLog => ({
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
export function maintenanceDomain(logs: MaintenanceRepository) {
  return {
    list: async () => (await logs.newestFirst()).map(presentMaintenanceLog),

    async create(fields: MaintenanceFields) {
      const completedAt = fields.status === 'completed' ? new Date() : null;
      return presentMaintenanceLog(await logs.insert(fields, completedAt));
    },

    async update(id: string, fields: MaintenanceFields) {
      const current = await logs.findById(id);
      if (!current) throw noSuchLog();
      const completedAt =
        fields.status === 'completed' ? (current.completedAt ?? new Date()) : null;
      const updated = await logs.update(id, fields, completedAt);
      if (!updated) throw noSuchLog();
      return presentMaintenanceLog(updated);
    },

    async remove(id: string) {
      if (!(await logs.delete(id))) throw noSuchLog();
    },
  };
}

export type MaintenanceDomain = ReturnType<typeof maintenanceDomain>;
