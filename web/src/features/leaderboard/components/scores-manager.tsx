import type { Score } from '@venue/contracts/leaderboard';
import type { ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { QueryState } from '@/components/ui/query-state/query-state';
import { DataTable } from '@/components/ui/table/data-table';
import { RowActions } from '@/components/ui/table/row-actions';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { formatLongDate } from '@/lib/venue-time';

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

/** Staff score entry: add a score, see and delete this month's, and set the month's title. */
export function ScoresManager({ headerActions }: { headerActions?: ReactNode }) {
  const scores = useMonthScores();
  const title = useLeaderboardTitle();
  const remove = useConfirmDelete({
    mutation: deleteScoreMutation,
    successToast: (score: Score) => ({
      title: 'Score Deleted',
      description: `${score.playerName}'s ${formatScore(score.score)} on ${score.gameName} was removed.`,
      variant: 'success',
    }),
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
      <div className="scores-manager">
        <section className="scores-manager__panel" aria-labelledby="add-score-title">
          <h2 id="add-score-title" className="scores-manager__heading">
            Add a score
          </h2>
          <QueryState query={scores} loading="Loading..." error="Failed to load this month">
            {(month) => <AddScoreForm today={month.today} />}
          </QueryState>
        </section>
        <section className="scores-manager__panel" aria-labelledby="board-title-title">
          <h2 id="board-title-title" className="scores-manager__heading">
            Board title
          </h2>
          <QueryState query={title} loading="Loading..." error="Failed to load the title">
            {(current) => (
              <TitleForm
                key={`${current.month}:${current.title}`}
                current={current}
                defaultTitle={`${monthLabel ?? ''} Leaderboard`.trim()}
              />
            )}
          </QueryState>
        </section>
        <section className="scores-manager__list" aria-labelledby="month-scores-title">
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
            {(month) => <ScoresTable scores={month.scores} onDelete={remove.ask} />}
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
