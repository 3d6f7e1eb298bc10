import { newScoreSchema } from '@venue/contracts/leaderboard';
import { Plus } from 'lucide-react';

import { FormError, SelectField, TextField } from '@/components/ui/form/field';
import { useGameNames } from '@/lib/get-game-names';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';

import { addScoreMutation } from '../api/add-score';
import { scoreInputProps } from '../board-constants';
import { formatScore } from './game-board';

/** Enter a score: the game from the catalogue, the player, the score and the day it was made. */
export function AddScoreForm({ today }: { today: string }) {
  const games = useGameNames();
  const form = useSaveForm({
    initialValues: { gameName: '', playerName: '', score: '', date: today },
    create: {
      schema: newScoreSchema,
      mutation: addScoreMutation,
      successToast: successToastOf(
        'Score Added',
        (score) => `${score.playerName}: ${formatScore(score.score)} on ${score.gameName}.`,
      ),
      failure: 'Failed to add score.',
    },
    // The server's reason (a future date, a game no longer in the catalogue) where it gave one.
    errorToast: { title: 'Error', serverMessage: true },
    onSaved: () => {
      // The game and date usually stay the same for the next entry.
      form.setValue('playerName', '');
      form.setValue('score', '');
      form.focusField('playerName');
    },
  });
  const gameOptions = [
    { value: '', label: games.isPending ? 'Loading games...' : 'Choose a game' },
    ...(games.data ?? []).map((name) => ({ value: name, label: name })),
  ];

  return (
    <form className="form-grid form-grid--two score-form" {...form.formProps}>
      <SelectField
        className="form-grid__wide"
        label="Game"
        required
        options={gameOptions}
        hint={
          games.isError ? 'The games list could not be loaded. Reload to try again.' : undefined
        }
        {...form.field('gameName')}
      />
      <TextField
        label="Player"
        required
        autoComplete="off"
        maxLength={40}
        {...form.field('playerName')}
      />
      <TextField
        label="Score"
        required
        {...scoreInputProps}
        placeholder="e.g. 12,345,670"
        {...form.field('score')}
      />
      <TextField label="Date" type="date" required max={today} {...form.field('date')} />
      <FormError className="form-grid__wide" message={form.formError} />
      <div className="score-form__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={form.pending}>
          <Plus aria-hidden="true" />
          {form.pending ? 'Adding...' : 'Add Score'}
        </button>
      </div>
    </form>
  );
}
