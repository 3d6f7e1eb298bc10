import { gameIssueStatuses, type CleaningGame, type GameIssue } from '@venue/contracts/cleaning';

import { Badge } from '@/components/ui/badge/badge';
import { DialogActions, DialogFor } from '@/components/ui/dialog/dialog';
import { SelectField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import { issueTypeLabels } from '@/config/issue-types';
import { successToastOf } from '@/lib/toast';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useChoiceWhileSaving } from '@/lib/use-choice-while-saving';
import { formatVenueDateTime } from '@/lib/venue-time';

import { useGameIssues } from '../api/get-game-issues';
import { setGameIssueStatusMutation } from '../api/set-game-issue-status';
import { issueStatusDisplay } from '../cleaning-labels';

const statusOptions = gameIssueStatuses.map((status) => ({
  value: status,
  label: issueStatusDisplay[status].label,
}));

function IssueItem({ issue }: { issue: GameIssue }) {
  const setStatus = useApiMutation({
    ...setGameIssueStatusMutation,
    successToast: successToastOf(
      'Status Updated',
      (updated) =>
        `${issueTypeLabels[updated.issueType]} issue: ${issueStatusDisplay[updated.status].label}.`,
    ),
    errorToast: { title: 'Error', description: 'Failed to update issue status' },
  });
  const choice = useChoiceWhileSaving(issue.status);
  const status = choice.value;
  const display = issueStatusDisplay[status];
  return (
    <li className="issue-item">
      <div className="issue-item__header">
        <Badge tone={display.tone} dot>
          {display.label}
        </Badge>
        <span className="issue-item__type">{issueTypeLabels[issue.issueType]}</span>
      </div>
      <p className="issue-item__description">{issue.description}</p>
      <p className="issue-item__dates">
        Reported {formatVenueDateTime(issue.reportedAt)}
        {issue.resolvedAt ? ` · Resolved ${formatVenueDateTime(issue.resolvedAt)}` : null}
      </p>
      <SelectField
        className="issue-item__status"
        label="Status"
        options={statusOptions}
        value={status}
        disabled={choice.saving}
        onChange={(event) => {
          const next = event.target.value as GameIssue['status'];
          choice.begin(next);
          setStatus.mutate({ id: issue.id, status: next }, { onSettled: choice.end });
        }}
      />
    </li>
  );
}

function IssueList({ game }: { game: CleaningGame }) {
  const issues = useGameIssues({ gameName: game.name, category: game.category });
  return (
    <QueryState
      query={issues}
      loading="Loading issues..."
      error="Failed to load issues"
      isEmpty={(list) => list.length === 0}
      empty="No issues reported for this game."
    >
      {(list) => (
        <ul className="issue-list">
          {list.map((issue) => (
            <IssueItem key={issue.id} issue={issue} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** Every issue on one game, newest first, each with its status dot and a status choice. */
export function ViewIssuesDialog({
  game,
  onClose,
}: {
  game: CleaningGame | null;
  onClose: () => void;
}) {
  return (
    <DialogFor item={game} onClose={onClose} size="lg" title={({ name }) => `Issues: ${name}`}>
      {(chosen) => (
        <>
          <IssueList game={chosen} />
          <DialogActions>
            <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
              Close
            </button>
          </DialogActions>
        </>
      )}
    </DialogFor>
  );
}
