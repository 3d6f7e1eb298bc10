import type { Score } from '@venue/contracts/leaderboard';
import { ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import '@/components/ui/filter-bar/filter-bar.css';
import { SelectField, TextField } from '@/components/ui/form/field';
import { FilteredList } from '@/components/ui/query-state/paged-list';
import { QueryState } from '@/components/ui/query-state/query-state';
import { DataTable } from '@/components/ui/table/data-table';
import { RowActions } from '@/components/ui/table/row-actions';
import { bindFilters } from '@/lib/bind-filters';
import { successToastOf } from '@/lib/toast';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { formatLongDate, venueDateNow } from '@/lib/venue-time';

import { deleteScoreMutation } from '../api/delete-score';
import { useMonthScores } from '../api/get-month-scores';
import { useLeaderboardTitle } from '../api/get-title';
import { AddScoreForm } from './add-score-form';
import { formatScore } from './game-board';
import { TitleForm } from './title-form';
import './scores-manager.css';

function ScoresTable({ scores, onDelete }: { scores: Score[]; onDelete: (score: Score) => void }) {
  return (
    <DataTable
      label="This month's scores"
      className="scores-table"
      columns={['Player', 'Game', 'Score', 'Date', 'Entered by']}
    >
      {scores.map((score) => (
        <tr key={score.id}>
          <th scope="row">{score.playerName}</th>
          <td data-label="Game">{score.gameName}</td>
          <td data-label="Score" className="scores-table__score">
            {formatScore(score.score)}
          </td>
          <td data-label="Date">
            <time dateTime={score.date}>{formatLongDate(score.date)}</time>
          </td>
          <td data-label="Entered by">{score.enteredBy}</td>
          <RowActions
            label={`${score.playerName}'s ${formatScore(score.score)} on ${score.gameName}`}
            onDelete={() => onDelete(score)}
          />
        </tr>
      ))}
    </DataTable>
  );
}

type ScoreFilters = { search: string; game: string };

const matches = (score: Score, { search, game }: ScoreFilters) => {
  const words = search.trim().toLowerCase();
  return (
    (game === '' || score.gameName === game) &&
    (score.playerName.toLowerCase().includes(words) || score.gameName.toLowerCase().includes(words))
  );
};

/** The month's scores, found by player or game: a month's list is long on a phone. */
function MonthScores({ scores, onDelete }: { scores: Score[]; onDelete: (score: Score) => void }) {
  const [filters, setFilters] = useState<ScoreFilters>({ search: '', game: '' });
  const games = [...new Set(scores.map((score) => score.gameName))].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
  const shown = scores.filter((score) => matches(score, filters));
  const { field } = bindFilters(filters, setFilters);
  return (
    <>
      <div className="filter-bar" role="group" aria-label="Filters">
        <TextField
          label="Search scores"
          type="search"
          autoComplete="off"
          placeholder="Player or game"
          {...field('search')}
        />
        <SelectField
          label="Filter by game"
          options={[
            { value: '', label: 'All games' },
            ...games.map((name) => ({ value: name, label: name })),
          ]}
          {...field('game')}
        />
      </div>
      <FilteredList
        shown={shown}
        total={scores.length}
        noun="scores"
        empty={
          <div className="list-state list-state--panel">
            <p>No scores match the search.</p>
          </div>
        }
      >
        {(list) => <ScoresTable scores={list} onDelete={onDelete} />}
      </FilteredList>
    </>
  );
}

/** Staff score entry: add a score, see and delete this month's, and set the month's title. */
export function ScoresManager({ headerActions }: { headerActions?: ReactNode }) {
  const scores = useMonthScores();
  const title = useLeaderboardTitle();
  const remove = useConfirmDelete({
    mutation: deleteScoreMutation,
    successToast: successToastOf(
      'Score Deleted',
      (score: Score) =>
        `${score.playerName}'s ${formatScore(score.score)} on ${score.gameName} was removed.`,
    ),
    failure: 'Failed to delete score.',
    errorToast: { title: 'Error' },
  });
  const monthLabel = scores.data?.monthLabel;

  return (
    <>
      <StaffPageHeader
        title="Leaderboard"
        description={
          monthLabel ? `Scores for the ${monthLabel} board.` : 'Scores for this month’s board.'
        }
        actions={headerActions}
      />
      <div className="scores-manager wide-split">
        <section className="scores-manager__panel" aria-labelledby="add-score-title">
          <h2 id="add-score-title" className="scores-manager__heading">
            Add a score
          </h2>
          {/* At once, dated by the venue clock the page came with, so nothing below it moves
              when the month's scores arrive. */}
          <AddScoreForm today={venueDateNow()} />
        </section>
        {/* Set once a month at most: folded until it is wanted. */}
        <details className="scores-manager__panel scores-manager__title">
          <summary className="fold-summary scores-manager__summary">
            <ChevronRight aria-hidden="true" />
            <h2 className="scores-manager__heading">Board title</h2>
            {/* Its line is there before the title arrives (a space of the same type): nothing
                below moves when it does. */}
            <span className="scores-manager__current">{title.data?.title ?? '\u00a0'}</span>
          </summary>
          <QueryState query={title} loading="Loading..." error="Failed to load the title">
            {(current) => (
              <TitleForm
                key={`${current.month}:${current.title}`}
                current={current}
                defaultTitle={`${monthLabel ?? ''} Leaderboard`.trim()}
              />
            )}
          </QueryState>
        </details>
        <section
          className="scores-manager__list wide-split__full"
          aria-labelledby="month-scores-title"
        >
          <h2 id="month-scores-title" className="scores-manager__heading">
            {monthLabel ? `${monthLabel} entries` : 'This month’s entries'}
          </h2>
          <QueryState
            query={scores}
            loading="Loading scores..."
            error="Failed to load scores"
            isEmpty={(month) => month.scores.length === 0}
            empty="No scores entered this month yet."
          >
            {(month) => <MonthScores scores={month.scores} onDelete={remove.ask} />}
          </QueryState>
        </section>
      </div>
      <ConfirmDialog
        title="Delete score?"
        description={
          remove.item ? (
            <p>
              <strong>
                {remove.item.playerName}: {formatScore(remove.item.score)}
              </strong>{' '}
              on {remove.item.gameName} will be removed from the board. This cannot be undone.
            </p>
          ) : null
        }
        {...remove.dialog}
      />
    </>
  );
}
