import type { CleaningGame } from '@venue/contracts/cleaning';
import type { GameCategory } from '@venue/contracts/catalogue';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import '@/components/ui/filter-bar/filter-bar.css';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form/field';
import { FilteredList } from '@/components/ui/query-state/paged-list';
import { RefreshButton } from '@/components/ui/refresh-button';
import { QueryState } from '@/components/ui/query-state/query-state';
import '@/components/ui/record-card/record-card.css';
import { bindFilters } from '@/lib/bind-filters';
import { formatCalendarDate } from '@/lib/venue-time';

import { useCleaningList } from '../api/get-cleaning-list';
import { categoryOptions } from '../cleaning-labels';
import { CleaningCard } from './cleaning-card';
import './cleaning-board.css';
import { ReportIssueDialog } from './report-issue-dialog';
import { ViewIssuesDialog } from './view-issues-dialog';

type Filters = {
  search: string;
  category: GameCategory | 'all';
  uncleanedOnly: boolean;
  issuesOnly: boolean;
};

const matches = (game: CleaningGame, { search, category, uncleanedOnly, issuesOnly }: Filters) =>
  game.name.toLowerCase().includes(search.trim().toLowerCase()) &&
  (category === 'all' || game.category === category) &&
  (!uncleanedOnly || !game.cleaned) &&
  (!issuesOnly || game.hasIssues);

/** How many of the filters behind the Filters button narrow the list. */
const filtersOn = ({ category, uncleanedOnly, issuesOnly }: Filters) =>
  [category !== 'all', uncleanedOnly, issuesOnly].filter(Boolean).length;

type OpenDialog = { kind: 'report' | 'issues'; game: CleaningGame } | null;

/**
 * The search, the folding filters and Refresh. On a phone the filters past the search start
 * folded, so the first screen shows games (the stylesheet shows them whatever this says on a
 * wider screen).
 */
function CleaningFilters({
  filters,
  onChange,
  list,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  list: ReturnType<typeof useCleaningList>;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const moreFiltersId = useId();
  const narrowing = filtersOn(filters);
  const { field, check } = bindFilters(filters, onChange);
  return (
    <div className="filter-bar cleaning-board__filters" role="group" aria-label="Filters">
      <TextField label="Search games" type="search" autoComplete="off" {...field('search')} />
      <button
        type="button"
        className="btn btn--ghost btn--sm cleaning-board__filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={moreFiltersId}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <ChevronDown aria-hidden="true" />
        {narrowing > 0 ? `Filters (${narrowing} on)` : 'Filters'}
      </button>
      <div
        id={moreFiltersId}
        className={
          filtersOpen
            ? 'cleaning-board__more-filters'
            : 'cleaning-board__more-filters cleaning-board__more-filters--folded'
        }
      >
        <SelectField label="Category" options={categoryOptions} {...field('category')} />
        <div className="filter-bar__checks">
          <CheckboxField label="Only show uncleaned" {...check('uncleanedOnly')} />
          <CheckboxField label="Only show with issues" {...check('issuesOnly')} />
        </div>
      </div>
      <RefreshButton query={list} className="filter-bar__end" />
    </div>
  );
}

/**
 * This venue week's cleaning: every game with its mark, comment and issues. The week's Monday
 * comes from the server with each game, and the list refetches every 30 seconds.
 */
export function CleaningBoard({ headerActions }: { headerActions?: ReactNode }) {
  const list = useCleaningList();
  const [filters, setFilters] = useState<Filters>({
    search: '',
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

      <CleaningFilters filters={filters} onChange={setFilters} list={list} />

      <QueryState
        query={list}
        loading="Loading games..."
        error="Failed to load the cleaning list"
        isEmpty={(games) => !games.some((game) => matches(game, filters))}
        empty="No games found matching the selected filters."
      >
        {(games) => {
          const shown = games.filter((game) => matches(game, filters));
          return (
            <FilteredList shown={shown} total={games.length} noun="games">
              {(cards) => (
                <ul className="cleaning-grid">
                  {cards.map((game) => (
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
            </FilteredList>
          );
        }}
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
