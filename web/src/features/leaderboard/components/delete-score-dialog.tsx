import type { Score } from '@venue/contracts/leaderboard';
import { useState } from 'react';

import { ConfirmActions } from '@/components/ui/dialog/confirm-dialog';
import { Dialog } from '@/components/ui/dialog/dialog';
import { toast } from '@/lib/toast';
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
      <ConfirmActions
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteScore.isPending}
        error={error}
        onConfirm={() => {
          setError(null);
          deleteScore.mutate({ id: score.id });
        }}
        onCancel={onDone}
      />
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
