import { createGameSchema, type Game, type GameCategory } from '@venue/contracts/games';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { toast } from '@/lib/toast';
import { useContractForm } from '@/lib/use-contract-form';

import { useCreateGame } from '../api/create-game';
import { useUpdateGame } from '../api/update-game';
import { categoryDisplay, orderedCategories } from '../game-categories';

export type GameFormTarget = { kind: 'add'; category: GameCategory } | { kind: 'edit'; game: Game };

const requiredFields = ['name', 'manufacturer', 'year'] as const;
const missingInformation = 'Please fill in all required fields';

const categoryOptions = orderedCategories.map(({ key, label }) => ({ value: key, label }));

const initialValues = (target: GameFormTarget) =>
  target.kind === 'add'
    ? { name: '', manufacturer: '', year: '', description: '', category: target.category }
    : {
        name: target.game.name,
        manufacturer: target.game.manufacturer ?? '',
        year: target.game.year === undefined ? '' : String(target.game.year),
        description: target.game.description ?? '',
        category: target.game.category,
      };

function GameForm({ target, onDone }: { target: GameFormTarget; onDone: () => void }) {
  const isEdit = target.kind === 'edit';
  const form = useContractForm({
    schema: createGameSchema,
    initialValues: () => initialValues(target),
    onSubmit: (game) => {
      if (createGame.isPending || updateGame.isPending) return;
      if (target.kind === 'edit') updateGame.mutate({ id: target.game.id, game });
      else createGame.mutate(game);
    },
    onInvalid: (_errors, values) => {
      if (requiredFields.every((field) => values[field].trim() !== '')) return;
      toast({ title: 'Missing Information', description: missingInformation, variant: 'error' });
      // Also said inside the dialog: the page behind a modal (toasts included) is inert.
      form.setFormError(missingInformation);
    },
  });
  const createGame = useCreateGame({
    successToast: (game) => ({
      title: 'Game Added',
      description: `${game.name} was added to ${categoryDisplay[game.category].label}.`,
      variant: 'success',
    }),
    onSuccess: onDone,
    onError: (error) => form.setServerError(error, 'Failed to add game'),
  });
  const updateGame = useUpdateGame({
    successToast: (game) => ({
      title: 'Game Updated',
      description: `${game.name} was saved.`,
      variant: 'success',
    }),
    onSuccess: onDone,
    onError: (error) => form.setServerError(error, 'Failed to update game'),
  });
  const pending = createGame.isPending || updateGame.isPending;

  return (
    <form className="form-grid form-grid--two" {...form.formProps}>
      <TextField
        className="form-grid__wide"
        label="Name"
        required
        autoComplete="off"
        {...form.field('name')}
      />
      <TextField label="Manufacturer" required autoComplete="off" {...form.field('manufacturer')} />
      <TextField
        label="Year"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        placeholder="e.g. 1997"
        {...form.field('year')}
      />
      <SelectField
        className="form-grid__wide"
        label="Category"
        options={categoryOptions}
        {...form.field('category')}
      />
      <TextAreaField
        className="form-grid__wide"
        label="Description"
        rows={3}
        maxLength={500}
        {...form.field('description')}
      />
      <FormError className="form-grid__wide" message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={pending}>
          {pending ? 'Saving...' : isEdit ? 'Save Changes' : 'Add Game'}
        </button>
      </DialogActions>
    </form>
  );
}

type GameFormDialogProps = {
  /** What to add or edit; null when the dialog is closed. */
  target: GameFormTarget | null;
  onClose: () => void;
};

/** Add New Game and Edit Game share one form. */
export function GameFormDialog({ target, onClose }: GameFormDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? `Edit ${target.game.name}` : 'Add New Game'}
      description="Name, manufacturer and year are required."
    >
      {target ? <GameForm target={target} onDone={onClose} /> : null}
    </Dialog>
  );
}
