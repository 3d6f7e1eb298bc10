import type { Game } from '@venue/contracts/games';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessageOf, statusOf } from '@/lib/api-errors';

import { useDeleteGame } from '../api/delete-game';
import { categoryDisplay } from '../game-categories';

type DeleteGameDialogProps = {
  /** The game to delete; null when the dialog is closed. */
  game: Game | null;
  onClose: () => void;
};

/** Asks before deleting, naming the game. */
export function DeleteGameDialog({ game, onClose }: DeleteGameDialogProps) {
  const deleteGame = useDeleteGame({
    mutationConfig: {
      onSuccess: (_result, { id }) => {
        toast({
          title: 'Game Deleted',
          description: game && game.id === id ? `${game.name} was removed.` : undefined,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        if (statusOf(error) === 401) return;
        toast({
          title: 'Delete Failed',
          description: errorMessageOf(error, 'Failed to delete game'),
          variant: 'error',
        });
      },
    },
  });

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
      {game ? (
        <DialogActions>
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose} data-autofocus>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn--danger btn--sm"
            disabled={deleteGame.isPending}
            onClick={() => deleteGame.mutate({ id: game.id })}
          >
            {deleteGame.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
}
