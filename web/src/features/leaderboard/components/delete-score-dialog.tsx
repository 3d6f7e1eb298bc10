import type { Score } from '@venue/contracts/leaderboard';
import { useState } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast/toast-store';
import { isSessionEnd } from '@/lib/api-client';

import { useDeleteScore } from '../api/delete-score';
import { formatScore } from './game-board';

const failure = 'Failed to delete score.';

function DeleteScoreActions({ score, onDone }: { score: Score; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const deleteScore = useDeleteScore({
    successToast: {
      title: 'Score Deleted',
      description: `${score.playerName}'s ${formatScore(score.score)} on ${score.gameName} was removed.`,
      variant: 'success',
    },
    onSuccess: onDone,
    onError: (problem) => {
      if (isSessionEnd(problem)) return;
      toast({ title: 'Error', description: failure, variant: 'error' });
      setError(failure);
    },
  });
  return (
    <>
      <FormError message={error} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn--danger btn--sm"
          disabled={deleteScore.isPending}
          onClick={() => {
            setError(null);
            deleteScore.mutate({ id: score.id });
          }}
        >
          {deleteScore.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </DialogActions>
    </>
  );
}

/** Asks before deleting a wrong score, naming it. */
export function DeleteScoreDialog({
  score,
  onClose,
}: {
  score: Score | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={score !== null}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Delete score?"
      description={
        score ? (
          <p>
            <strong>
              {score.playerName}: {formatScore(score.score)}
            </strong>{' '}
            on {score.gameName} will be removed from the board. This cannot be undone.
          </p>
        ) : null
      }
    >
      {score ? <DeleteScoreActions score={score} onDone={onClose} /> : null}
    </Dialog>
  );
}
