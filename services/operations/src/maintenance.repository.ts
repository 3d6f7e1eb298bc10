import type {
  MaintenanceCategory,
  MaintenanceIssueType,
  MaintenancePriority,
  MaintenanceStatus,
} from '@venue/contracts/maintenance';
import type { Store } from '@venue/store/store.port';

export interface MaintenanceRecord {
  id: string;
  gameTitle: string;
  gameCategory: MaintenanceCategory;
  issueType: MaintenanceIssueType;
  priority: MaintenancePriority;
  status: MaintenanceStatus;
  description: string;
  reportedBy: string;
  assignedTo: string;
  resolution: string;
  partsCost: string;
  laborHours: string;
  vendorUsed: string;
  warrantyInfo: string;
  nextMaintenanceDate: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type MaintenanceFields = Omit<
  MaintenanceRecord,
  'id' | 'completedAt' | 'createdAt' | 'updatedAt'
>;

export async function maintenanceRepository(store: Store) {
  const logs = await store.collection<MaintenanceRecord>('maintenance_logs', {
    indexes: [{ fields: { createdAt: -1 } }, { fields: { status: 1 } }],
  });
  return {
    insert(fields: MaintenanceFields, completedAt: Date | null, id: string) {
      const now = new Date();
      return logs.insert({ ...fields, id, completedAt, createdAt: now, updatedAt: now });
    },
    unfinished: () => logs.find({ status: { $ne: 'completed' } }),
    newestFirst: () => logs.find({}, { sort: { createdAt: -1 } }),
    findById: (id: string) => logs.findById(id),
    update: (id: string, fields: MaintenanceFields, completedAt: Date | null) =>
      logs.updateOne({ id }, { $set: { ...fields, completedAt, updatedAt: new Date() } }),
    delete: (id: string) => logs.deleteOne({ id }),
  };
}

export type MaintenanceRepository = Awaited<ReturnType<typeof maintenanceRepository>>;
