import type { Game } from '@venue/contracts/games';
import { useState } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessageOf, statusOf } from '@/lib/api-errors';

import { useDeleteGame } from '../api/delete-game';
import { categoryDisplay } from '../game-categories';

function DeleteGameActions({ game, onDone }: { game: Game; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const deleteGame = useDeleteGame({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: 'Game Deleted',
          description: `${game.name} was removed.`,
          variant: 'success',
        });
        onDone();
      },
      onError: (failure) => {
        if (statusOf(failure) === 401) return;
        const message = errorMessageOf(failure, 'Failed to delete game');
        // Said inside the dialog too: the page behind a modal (toasts included) is inert.
        setError(message);
        toast({ title: 'Delete Failed', description: message, variant: 'error' });
      },
    },
  });
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn--danger btn--sm"
          disabled={deleteGame.isPending}
          onClick={() => {
            setError(null);
            deleteGame.mutate({ id: game.id });
          }}
        >
          {deleteGame.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </DialogActions>
    </>
  );
}

type DeleteGameDialogProps = {
  /** The game to delete; null when the dialog is closed. */
  game: Game | null;
  onClose: () => void;
};

/** Asks before deleting, naming the game. */
export function DeleteGameDialog({ game, onClose }: DeleteGameDialogProps) {
  return (
    <Dialog
      open={game !== null}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Delete game?"
      description={
        game ? (
          <p>
            <strong>{game.name}</strong> will be removed from {categoryDisplay[game.category].label}{' '}
            and from the public games page. This cannot be undone.
          </p>
        ) : null
      }
    >
      {game ? <DeleteGameActions game={game} onDone={onClose} /> : null}
    </Dialog>
  );
}
