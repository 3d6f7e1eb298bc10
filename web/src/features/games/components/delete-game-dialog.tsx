import type { Game } from '@venue/contracts/games';
import { useState } from 'react';

import { ConfirmActions } from '@/components/ui/dialog/confirm-dialog';
import { Dialog } from '@/components/ui/dialog/dialog';
import { errorMessageOf } from '@/lib/api-errors';

import { useDeleteGame } from '../api/delete-game';
import { categoryDisplay } from '../game-categories';

function DeleteGameActions({ game, onDone }: { game: Game; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const deleteGame = useDeleteGame({
    successToast: {
      title: 'Game Deleted',
      description: `${game.name} was removed.`,
      variant: 'success',
    },
    errorToast: { title: 'Delete Failed', fallback: 'Failed to delete game' },
    onSuccess: onDone,
    // Said inside the dialog too: the page behind a modal (toasts included) is inert.
    onError: (failure) => setError(errorMessageOf(failure, 'Failed to delete game')),
  });
  return (
    <>
      <ConfirmActions
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteGame.isPending}
        error={error}
        onConfirm={() => {
          setError(null);
          deleteGame.mutate({ id: game.id });
        }}
        onCancel={onDone}
      />
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
