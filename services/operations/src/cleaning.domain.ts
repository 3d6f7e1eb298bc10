import { randomUUID } from 'node:crypto';
import {
  gameIssueChanged,
  type CleaningGame,
  type CleaningList,
  type GameIssue,
  type GameIssueStatus,
} from '@venue/contracts/cleaning';
import { gameCategories, type GameCategory } from '@venue/contracts/catalogue';
import { badRequest, conflict, notFound } from '@venue/service-kit/errors';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { currentWeekStart } from '@venue/venue-time/venue-time';
import type { CatalogueGames } from './catalogue-games';
import type {
  CleaningChange,
  CleaningRecord,
  CleaningRepository,
  GameIssueFields,
  GameIssueRecord,
} from './cleaning.repository';

const gameKey = (category: GameCategory, name: string) => `${category}\u0000${name}`;

const presentGameIssue = (record: GameIssueRecord): GameIssue => ({
  id: record.id,
  gameName: record.gameName,
  category: record.category,
  issueType: record.issueType,
  status: record.status,
  description: record.description,
  reportedAt: record.reportedAt,
  resolvedAt: record.resolvedAt,
});

const cleaningGame = (
  name: string,
  category: GameCategory,
  weekStart: string,
  record: CleaningRecord | undefined,
  issueCount: number,
): CleaningGame => ({
  name,
  category,
  cleaned: record?.cleaned ?? false,
  cleanedAt: record?.cleanedAt ?? null,
  comment: record?.comment ?? '',
  hasIssues: issueCount > 0,
  issueCount,
  weekStart,
});

/**
 * Weekly cleaning of every game in the catalogue, and the issues staff find while cleaning.
 * Weeks are venue weeks: they start on Monday in Winnipeg, so a Sunday belongs to the Monday
 * before, and every game starts the week uncleaned.
 */
export function cleaningDomain(
  cleaning: CleaningRepository,
  outbox: Outbox,
  catalogue: CatalogueGames,
) {
  const unknownGame = (category: GameCategory, name: string) =>
    badRequest('The request is not valid', {
      gameName: [`${name} is not in the ${category} games; refresh the list`],
    });

  const unresolvedCounts = async () => {
    const counts = new Map<string, number>();
    for (const issue of await cleaning.unresolvedIssues()) {
      const key = gameKey(issue.category, issue.gameName);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };

  return {
    /** Every catalogue game with this week's record, each naming the week's Monday. */
    async list(): Promise<CleaningList> {
      const weekStart = currentWeekStart();
      const [grouped, records, openIssues] = await Promise.all([
        catalogue.grouped(),
        cleaning.ofWeek(weekStart),
        unresolvedCounts(),
      ]);
      const recordOf = new Map(
        records.map((record) => [gameKey(record.category, record.gameName), record]),
      );
      return gameCategories
        .flatMap((category) => grouped[category])
        .map((game) => {
          const key = gameKey(game.category, game.name);
          return cleaningGame(
            game.name,
            game.category,
            weekStart,
            recordOf.get(key),
            openIssues.get(key) ?? 0,
          );
        });
    },

    /** Only this week's records can change: a page left open past Monday is told to refresh. */
    async mark(change: CleaningChange): Promise<CleaningGame> {
      const weekStart = currentWeekStart();
      if (change.weekStart !== weekStart) {
        throw conflict(`The cleaning week now starts on ${weekStart}`, {
          weekStart: [
            `This week started on ${weekStart}; refresh the list to record this week's cleaning`,
          ],
        });
      }
      if (!(await catalogue.has(change.category, change.gameName))) {
        throw unknownGame(change.category, change.gameName);
      }
      const record = await cleaning.mark(change);
      const issues = (await cleaning.issuesOf(change.category, change.gameName)).filter(
        (issue) => issue.status !== 'resolved',
      );
      return cleaningGame(record.gameName, record.category, weekStart, record, issues.length);
    },

    issuesOf: async (category: GameCategory, gameName: string) =>
      (await cleaning.issuesOf(category, gameName)).map(presentGameIssue),

    async reportIssue(fields: GameIssueFields): Promise<GameIssue> {
      if (!(await catalogue.has(fields.category, fields.gameName))) {
        throw unknownGame(fields.category, fields.gameName);
      }
      const id = randomUUID();
      const created = domainEvent(gameIssueChanged, {
        issueId: id,
        gameName: fields.gameName,
        category: fields.category,
        change: 'created',
        status: fields.status,
      });
      return presentGameIssue(
        await outbox.record([created], () => cleaning.insertIssue(fields, id)),
      );
    },

    /** Any status may follow any other; resolvedAt is when it was resolved, kept while it stays so. */
    async setIssueStatus(id: string, status: GameIssueStatus): Promise<GameIssue> {
      const current = await cleaning.findIssue(id);
      if (!current) throw notFound('No game issue with that id');
      const resolvedAt = status === 'resolved' ? (current.resolvedAt ?? new Date()) : null;
      const changed = domainEvent(gameIssueChanged, {
        issueId: id,
        gameName: current.gameName,
        category: current.category,
        change: 'status-set',
        status,
      });
      const updated = await outbox.record([changed], async () => {
        const saved = await cleaning.setIssueStatus(id, status, resolvedAt);
        if (!saved) throw notFound('No game issue with that id');
        return saved;
      });
      return presentGameIssue(updated);
    },

    countUnresolvedIssues: () => cleaning.countUnresolvedIssues(),
    unresolvedIssues: () => cleaning.unresolvedIssues(),
  };
}

export type CleaningDomain = ReturnType<typeof cleaningDomain>;
