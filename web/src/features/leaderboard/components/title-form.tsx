import { setLeaderboardTitleSchema } from '@venue/contracts/leaderboard';

import { FormError, TextField } from '@/components/ui/form/field';
import { toast } from '@/lib/toast';
import { isSessionEnd } from '@/lib/api-client';
import { useContractForm } from '@/lib/use-contract-form';

import { useSetLeaderboardTitle } from '../api/set-title';

const failure = 'Failed to update the title.';

type TitleFormProps = {
  /** The month's title now, and whether it is the default. */
  current: { title: string; isDefault: boolean };
  defaultTitle: string;
};

/** The month's board title; cleared, it goes back to `{Month} {Year} Leaderboard`. */
export function TitleForm({ current, defaultTitle }: TitleFormProps) {
  const form = useContractForm({
    schema: setLeaderboardTitleSchema,
    initialValues: { title: current.isDefault ? '' : current.title },
    onSubmit: (input) => {
      if (!setTitle.isPending) setTitle.mutate(input);
    },
  });
  const setTitle = useSetLeaderboardTitle({
    successToast: (saved) => ({
      title: 'Title Updated',
      description: saved.isDefault
        ? `Back to "${saved.title}".`
        : `The board now reads "${saved.title}".`,
      variant: 'success',
    }),
    onError: (error) => {
      if (isSessionEnd(error)) return;
      toast({ title: 'Error', description: failure, variant: 'error' });
      form.setServerError(error, failure);
    },
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
      <button type="submit" className="btn btn--ghost btn--sm" disabled={setTitle.isPending}>
        {setTitle.isPending ? 'Saving...' : 'Save Title'}
      </button>
    </form>
  );
}
