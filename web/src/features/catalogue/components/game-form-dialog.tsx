import { createGameSchema, type Game, type GameCategory } from '@venue/contracts/catalogue';

import { DialogFor, type DialogForTarget } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { toast, successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';

import { createGameMutation } from '../api/create-game';
import { updateGameMutation } from '../api/update-game';
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
  const form = useSaveForm({
    initialValues: () => initialValues(target),
    onInvalid: (_errors, values) => {
      if (requiredFields.every((field) => values[field].trim() !== '')) return;
      toast({ title: 'Missing Information', description: missingInformation, variant: 'error' });
      // Also said inside the dialog: the page behind a modal (toasts included) is inert.
      form.setFormError(missingInformation);
    },
    editing: isEdit ? target.game : undefined,
    create: {
      schema: createGameSchema,
      mutation: createGameMutation,
      successToast: successToastOf(
        'Game Added',
        (game) => `${game.name} was added to ${categoryDisplay[game.category].label}.`,
      ),
      failure: 'Failed to add game',
    },
    update: {
      schema: createGameSchema,
      mutation: updateGameMutation,
      variables: (game, { id }) => ({ id, game }),
      successToast: successToastOf('Game Updated', (game) => `${game.name} was saved.`),
      failure: 'Failed to update game',
    },
    onSaved: onDone,
  });

  return (
    <DialogForm
      form={form}
      submitLabel={isEdit ? 'Save Changes' : 'Add Game'}
      onCancel={onDone}
      fields={[
        { text: 'name', label: 'Name', required: true, wide: true },
        { text: 'manufacturer', label: 'Manufacturer', required: true },
        {
          text: 'year',
          label: 'Year',
          required: true,
          inputMode: 'numeric',
          maxLength: 4,
          placeholder: 'e.g. 1997',
        },
        { select: 'category', label: 'Category', wide: true, options: categoryOptions },
        { area: 'description', label: 'Description', wide: true, rows: 3, maxLength: 500 },
      ]}
    />
  );
}

/** Add New Game and Edit Game share one form. */
export function GameFormDialog({ target, onClose }: DialogForTarget<GameFormTarget>) {
  return (
    <DialogFor
      item={target}
      onClose={onClose}
      title={(chosen) => (chosen.kind === 'edit' ? `Edit ${chosen.game.name}` : 'Add New Game')}
      description="Name, manufacturer and year are required."
    >
      {(chosen) => <GameForm target={chosen} onDone={onClose} />}
    </DialogFor>
  );
}
