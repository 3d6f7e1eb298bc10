import {
  unresolvedGameIssueStatuses,
  type GameIssueStatus,
  type GameIssueType,
} from '@venue/contracts/cleaning';
import type { GameCategory } from '@venue/contracts/catalogue';
import type { Store } from '@venue/store/store.port';

/** One game's cleaning in one venue week. */
export interface CleaningRecord {
  id: string;
  /** The week's Monday, `YYYY-MM-DD` in venue time. */
  weekStart: string;
  category: GameCategory;
  gameName: string;
  cleaned: boolean;
  cleanedAt: Date | null;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface GameIssueRecord {
  id: string;
  gameName: string;
  category: GameCategory;
  issueType: GameIssueType;
  status: GameIssueStatus;
  description: string;
  reportedAt: Date;
  resolvedAt: Date | null;
  updatedAt: Date;
}

export type GameIssueFields = Pick<
  GameIssueRecord,
  'gameName' | 'category' | 'issueType' | 'status' | 'description'
>;

export interface CleaningChange {
  weekStart: string;
  category: GameCategory;
  gameName: string;
  cleaned: boolean;
  /** Left out: the stored comment stays. */
  comment?: string;
}

export async function cleaningRepository(store: Store) {
  const records = await store.collection<CleaningRecord>('cleaning_records', {
    // One record per game per week: concurrent marks of a game update the same record.
    indexes: [{ fields: { weekStart: 1, category: 1, gameName: 1 }, unique: true }],
  });
  const issues = await store.collection<GameIssueRecord>('game_issues', {
    indexes: [{ fields: { category: 1, gameName: 1 } }, { fields: { status: 1 } }],
  });
  return {
    ofWeek: (weekStart: string) => records.find({ weekStart }),

    async mark({ weekStart, category, gameName, cleaned, comment }: CleaningChange) {
      const now = new Date();
      const { doc } = await records.upsert(
        { weekStart, category, gameName },
        {
          $set: {
            cleaned,
            cleanedAt: cleaned ? now : null,
            updatedAt: now,
            ...(comment !== undefined && { comment }),
          },
          $setOnInsert: { createdAt: now, ...(comment === undefined && { comment: '' }) },
        },
      );
      return doc;
    },

    insertIssue(fields: GameIssueFields, id: string) {
      const now = new Date();
      return issues.insert({
        ...fields,
        id,
        reportedAt: now,
        resolvedAt: fields.status === 'resolved' ? now : null,
        updatedAt: now,
      });
    },
    issuesOf: (category: GameCategory, gameName: string) =>
      issues.find({ category, gameName }, { sort: { reportedAt: -1 } }),
    unresolvedIssues: () => issues.find({ status: { $in: unresolvedGameIssueStatuses } }),
    countUnresolvedIssues: () => issues.count({ status: { $in: unresolvedGameIssueStatuses } }),
    findIssue: (id: string) => issues.findById(id),
    setIssueStatus: (id: string, status: GameIssueStatus, resolvedAt: Date | null) =>
      issues.updateOne({ id }, { $set: { status, resolvedAt, updatedAt: new Date() } }),
  };
}

export type CleaningRepository = Awaited<ReturnType<typeof cleaningRepository>>;
