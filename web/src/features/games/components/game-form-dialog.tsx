import {
  createGameSchema,
  type CreateGame,
  type Game,
  type GameCategory,
} from '@venue/contracts/games';
import { useState, type FormEvent } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessageOf, fieldErrorsOf, statusOf } from '@/lib/api-errors';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';

import { useCreateGame } from '../api/create-game';
import { useUpdateGame } from '../api/update-game';
import { categoryDisplay, orderedCategories } from '../game-categories';

export type GameFormTarget = { kind: 'add'; category: GameCategory } | { kind: 'edit'; game: Game };

type Field = 'name' | 'manufacturer' | 'year' | 'description' | 'category';
const fields: readonly Field[] = ['name', 'manufacturer', 'year', 'description', 'category'];
const requiredFields: readonly Field[] = ['name', 'manufacturer', 'year'];

type FormValues = Record<Field, string>;

const categoryOptions = orderedCategories.map(({ key, label }) => ({ value: key, label }));

const initialValues = (target: GameFormTarget): FormValues =>
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
  const [values, setValues] = useState<FormValues>(() => initialValues(target));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isEdit = target.kind === 'edit';

  const handleError = (error: Error) => {
    if (statusOf(error) === 401) return; // the session is over: the guard takes over
    const found = serverFieldErrors(fieldErrorsOf(error), fields);
    setErrors(found);
    setFormError(
      Object.keys(found).length > 0
        ? null
        : errorMessageOf(error, isEdit ? 'Failed to update game' : 'Failed to add game'),
    );
  };

  const createGame = useCreateGame({
    mutationConfig: {
      onSuccess: (game) => {
        toast({
          title: 'Game Added',
          description: `${game.name} was added to ${categoryDisplay[game.category].label}.`,
          variant: 'success',
        });
        onDone();
      },
      onError: handleError,
    },
  });
  const updateGame = useUpdateGame({
    mutationConfig: {
      onSuccess: (game) => {
        toast({
          title: 'Game Updated',
          description: `${game.name} was saved.`,
          variant: 'success',
        });
        onDone();
      },
      onError: handleError,
    },
  });
  const pending = createGame.isPending || updateGame.isPending;

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = createGameSchema.safeParse(values);
    const missing = requiredFields.filter((field) => !values[field].trim());
    if (missing.length > 0) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'error',
      });
      // Also said inside the dialog: the page behind a modal (toasts included) is inert.
      setFormError('Please fill in all required fields');
      if (!parsed.success) setErrors(zodFieldErrors<Field>(parsed.error));
      return;
    }
    if (!parsed.success) {
      setErrors(zodFieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    const data: CreateGame = parsed.data;
    if (target.kind === 'edit') updateGame.mutate({ id: target.game.id, data });
    else createGame.mutate(data);
  };

  return (
    <form className="form-grid form-grid--two" noValidate onSubmit={handleSubmit}>
      <TextField
        className="form-grid__wide"
        label="Name"
        required
        name="name"
        autoComplete="off"
        value={values.name}
        onChange={(event) => update('name')(event.target.value)}
        error={errors.name}
      />
      <TextField
        label="Manufacturer"
        required
        name="manufacturer"
        autoComplete="off"
        value={values.manufacturer}
        onChange={(event) => update('manufacturer')(event.target.value)}
        error={errors.manufacturer}
      />
      <TextField
        label="Year"
        required
        name="year"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        placeholder="e.g. 1997"
        value={values.year}
        onChange={(event) => update('year')(event.target.value)}
        error={errors.year}
      />
      <SelectField
        className="form-grid__wide"
        label="Category"
        name="category"
        options={categoryOptions}
        value={values.category}
        onChange={(event) => update('category')(event.target.value)}
        error={errors.category}
      />
      <TextAreaField
        className="form-grid__wide"
        label="Description"
        name="description"
        rows={3}
        maxLength={500}
        value={values.description}
        onChange={(event) => update('description')(event.target.value)}
        error={errors.description}
      />
      {formError ? (
        <p className="form-error form-grid__wide" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="form-grid__wide">
        <DialogActions>
          <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary btn--sm" disabled={pending}>
            {pending ? 'Saving...' : isEdit ? 'Save Changes' : 'Add Game'}
          </button>
        </DialogActions>
      </div>
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
