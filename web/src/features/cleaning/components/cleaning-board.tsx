import type { CleaningGame } from '@venue/contracts/cleaning';
import type { GameCategory } from '@venue/contracts/catalogue';
import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import '@/components/ui/filter-bar/filter-bar.css';
import { CheckboxField, SelectField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import '@/components/ui/record-card/record-card.css';
import { formatCalendarDate } from '@/lib/venue-time';

import { useCleaningList } from '../api/get-cleaning-list';
import { categoryOptions } from '../cleaning-labels';
import { CleaningCard } from './cleaning-card';
import './cleaning-board.css';
import { ReportIssueDialog } from './report-issue-dialog';
import { ViewIssuesDialog } from './view-issues-dialog';

type Filters = { category: GameCategory | 'all'; uncleanedOnly: boolean; issuesOnly: boolean };

const matches = (game: CleaningGame, { category, uncleanedOnly, issuesOnly }: Filters) =>
  (category === 'all' || game.category === category) &&
  (!uncleanedOnly || !game.cleaned) &&
  (!issuesOnly || game.hasIssues);

type OpenDialog = { kind: 'report' | 'issues'; game: CleaningGame } | null;

/**
 * This venue week's cleaning: every game with its mark, comment and issues. The week's Monday
 * comes from the server with each game, and the list refetches every 30 seconds.
 */
export function CleaningBoard({ headerActions }: { headerActions?: ReactNode }) {
  const list = useCleaningList();
  const [filters, setFilters] = useState<Filters>({
    category: 'all',
    uncleanedOnly: false,
    issuesOnly: false,
  });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const weekStart = list.data?.[0]?.weekStart;
  const monday = weekStart ? formatCalendarDate(weekStart) : null;
  const cleanedCount = list.data?.filter((game) => game.cleaned).length ?? 0;

  return (
    <>
      <StaffPageHeader
        title={monday ? `Week of ${monday}` : 'Cleaning Records'}
        description={
          list.data
            ? `Cleaning Records: ${cleanedCount} of ${list.data.length} games cleaned this week.`
            : 'Cleaning Records: weekly cleaning and game issues.'
        }
        actions={headerActions}
      />

      <div className="filter-bar" role="group" aria-label="Filters">
        <SelectField
          label="Category"
          options={categoryOptions}
          value={filters.category}
          onChange={(event) =>
            setFilters({ ...filters, category: event.target.value as Filters['category'] })
          }
        />
        <div className="filter-bar__checks">
          <CheckboxField
            label="Only show uncleaned"
            checked={filters.uncleanedOnly}
            onChange={(event) => setFilters({ ...filters, uncleanedOnly: event.target.checked })}
          />
          <CheckboxField
            label="Only show with issues"
            checked={filters.issuesOnly}
            onChange={(event) => setFilters({ ...filters, issuesOnly: event.target.checked })}
          />
        </div>
        <button
          type="button"
          className="btn btn--ghost btn--sm filter-bar__end"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          {list.isFetching && !list.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>

      <QueryState
        query={list}
        loading="Loading games..."
        error="Failed to load the cleaning list"
        isEmpty={(games) => !games.some((game) => matches(game, filters))}
        empty="No games found matching the selected filters."
      >
        {(games) => (
          <ul className="cleaning-grid">
            {games
              .filter((game) => matches(game, filters))
              .map((game) => (
                <li key={`${game.category}/${game.name}`}>
                  <CleaningCard
                    game={game}
                    onReportIssue={(chosen) => setDialog({ kind: 'report', game: chosen })}
                    onViewIssues={(chosen) => setDialog({ kind: 'issues', game: chosen })}
                  />
                </li>
              ))}
          </ul>
        )}
      </QueryState>

      {monday ? (
        <p className="cleaning-board__footer">
          Game cleaning records reset every Monday. Current week: {monday}
        </p>
      ) : null}

      <ReportIssueDialog
        game={dialog?.kind === 'report' ? dialog.game : null}
        onClose={() => setDialog(null)}
      />
      <ViewIssuesDialog
        game={dialog?.kind === 'issues' ? dialog.game : null}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
