import type { Coverage, WeekdayName } from '@venue/contracts/schedule';
import { staffNameKey } from '@venue/contracts/schedule';
import { scheduleSettingsSchema, type ScheduleSettings } from '@venue/contracts/schedule-settings';
import type { Store } from '@venue/store/store.port';

export interface ScheduleDayRecord {
  id: string;
  /** The venue date, YYYY-MM-DD: one record a date. */
  date: string;
  day: WeekdayName;
  /** The shift text as it was saved. */
  shift: string;
  /** Everyone on the day. */
  staff: string[];
  /**
   * Each person's times, for everyone whose times are known (absent on days saved before
   * people had times of their own: their times come from the shift text).
   */
  shifts?: StoredShift[];
  coverage: Coverage;
  /** The staff member who saved it last. */
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface StoredShift {
  name: string;
  /** `HH:MM`; an end at or before the start is the next day. */
  start: string;
  end: string;
}

export type ScheduleDayFields = Pick<
  ScheduleDayRecord,
  'date' | 'day' | 'shift' | 'staff' | 'coverage'
> & { shifts: StoredShift[] };

interface PerformanceRecord {
  id: string;
  /** `staffNameKey` of the name: one record a person. */
  nameKey: string;
  name: string;
  punctuality: number;
  customerRating: number;
  updatedBy: string;
  updatedAt: Date;
}

export type PerformanceFields = Pick<PerformanceRecord, 'punctuality' | 'customerRating'>;

/** The settings an admin saved: one record. */
interface SettingsRecord extends ScheduleSettings {
  id: string;
  updatedBy: string;
  updatedAt: Date;
}

const settingsId = 'schedule-settings';

/** The sample schedule's progress: it is written once, ever, and finished if a stop cut it short. */
interface SeedRecord {
  id: string;
  state: SeedState;
  updatedAt: Date;
}

type SeedState = 'writing' | 'done';

const sampleSeedId = 'sample-schedule';

export async function scheduleRepository(store: Store) {
  const days = await store.collection<ScheduleDayRecord>('schedule_days', {
    indexes: [{ fields: { date: 1 }, unique: true }],
  });
  const performance = await store.collection<PerformanceRecord>('staff_performance', {
    indexes: [{ fields: { nameKey: 1 }, unique: true }],
  });
  const seeds = await store.collection<SeedRecord>('schedule_seeds');
  const settings = await store.collection<SettingsRecord>('schedule_settings');

  return {
    /** Every scheduled day from `first` to `last`, both included, by date. */
    daysBetween: (first: string, last: string) =>
      days.find({ date: { $gte: first, $lte: last } }, { sort: { date: 1 } }),
    findDay: (date: string) => days.findOne({ date }),
    async saveDay(fields: ScheduleDayFields, by: string) {
      const now = new Date();
      const { doc } = await days.upsert(
        { date: fields.date },
        { $set: { ...fields, updatedBy: by, updatedAt: now }, $setOnInsert: { createdAt: now } },
      );
      return doc;
    },
    removeDay: (date: string) => days.deleteOne({ date }),
    countDays: () => days.count(),

    performanceOf: (names: string[]) =>
      performance.find({ nameKey: { $in: names.map(staffNameKey) } }),
    async savePerformance(name: string, figures: PerformanceFields, by: string) {
      const { doc } = await performance.upsert(
        { nameKey: staffNameKey(name) },
        { $set: { name, ...figures, updatedBy: by, updatedAt: new Date() } },
      );
      return doc;
    },

    async findSettings(): Promise<ScheduleSettings | null> {
      const found = await settings.findById(settingsId);
      // The schema keeps the settings' own fields and leaves the record's behind.
      return found && scheduleSettingsSchema.parse(found);
    },
    async saveSettings(values: ScheduleSettings, by: string): Promise<ScheduleSettings> {
      await settings.upsert(
        { id: settingsId },
        { $set: { ...values, updatedBy: by, updatedAt: new Date() } },
      );
      return values;
    },

    seedState: async (): Promise<SeedState | null> =>
      (await seeds.findById(sampleSeedId))?.state ?? null,
    setSeedState: (state: SeedState) =>
      seeds.upsert({ id: sampleSeedId }, { $set: { state, updatedAt: new Date() } }),
  };
}

export type ScheduleRepository = Awaited<ReturnType<typeof scheduleRepository>>;
