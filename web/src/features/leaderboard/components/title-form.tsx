import { setLeaderboardTitleSchema } from '@venue/contracts/leaderboard';

import { FormError, TextField } from '@/components/ui/form/field';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';

import { setLeaderboardTitleMutation } from '../api/set-title';

type TitleFormProps = {
  /** The month's title now, and whether it is the default. */
  current: { title: string; isDefault: boolean };
  defaultTitle: string;
};

/** The month's board title; cleared, it goes back to `{Month} {Year} Leaderboard`. */
export function TitleForm({ current, defaultTitle }: TitleFormProps) {
  const form = useSaveForm({
    initialValues: { title: current.isDefault ? '' : current.title },
    create: {
      schema: setLeaderboardTitleSchema,
      mutation: setLeaderboardTitleMutation,
      successToast: successToastOf('Title Updated', (saved) =>
        saved.isDefault ? `Back to "${saved.title}".` : `The board now reads "${saved.title}".`,
      ),
      failure: 'Failed to update the title.',
    },
    errorToast: { title: 'Error' },
  });
  return (
    <form className="title-form" {...form.formProps}>
      <TextField
        label="Board title"
        autoComplete="off"
        maxLength={80}
        placeholder={defaultTitle}
        hint={`Leave it empty for the default: ${defaultTitle}.`}
        {...form.field('title')}
      />
      <FormError message={form.formError} />
      <button type="submit" className="btn btn--ghost btn--sm" disabled={form.pending}>
        {form.pending ? 'Saving...' : 'Save Title'}
      </button>
    </form>
  );
}
