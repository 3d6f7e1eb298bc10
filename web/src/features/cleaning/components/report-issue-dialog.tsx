import { gameIssueInputSchema, gameIssueTypes, type CleaningGame } from '@venue/contracts/cleaning';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError, SelectField, TextAreaField } from '@/components/ui/form/field';
import { toast } from '@/lib/toast';
import { useContractForm } from '@/lib/use-contract-form';

import { useReportGameIssue } from '../api/report-game-issue';
import { categoryLabels, issueTypeLabels } from '../cleaning-labels';

const failure = 'Failed to report game issue';
const issueTypeOptions = [
  { value: '', label: 'Select an issue type' },
  ...gameIssueTypes.map((type) => ({ value: type, label: issueTypeLabels[type] })),
];

function ReportIssueForm({ game, onDone }: { game: CleaningGame; onDone: () => void }) {
  const form = useContractForm({
    schema: gameIssueInputSchema,
    initialValues: {
      gameName: game.name,
      category: game.category,
      issueType: '',
      description: '',
    },
    onSubmit: (issue) => {
      if (!report.isPending) report.mutate(issue);
    },
  });
  const report = useReportGameIssue({
    successToast: {
      title: 'Issue Reported',
      description: `${game.name}: the issue is open.`,
      variant: 'success',
    },
    onSuccess: onDone,
    onError: (error) => {
      toast({ title: 'Error', description: failure, variant: 'error' });
      form.setServerError(error, failure);
    },
  });
  // Spec: the button waits for an issue type and a description that is not blank.
  const complete = form.values.issueType !== '' && form.values.description.trim() !== '';

  return (
    <form className="form-grid" {...form.formProps}>
      <SelectField
        label="Issue Type"
        required
        options={issueTypeOptions}
        {...form.field('issueType')}
      />
      <TextAreaField
        label="Description"
        required
        rows={4}
        maxLength={1000}
        hint="What is wrong, and where on the machine."
        {...form.field('description')}
      />
      <FormError message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn--primary btn--sm"
          disabled={!complete || report.isPending}
        >
          {report.isPending ? 'Reporting...' : 'Report Issue'}
        </button>
      </DialogActions>
    </form>
  );
}

/** A new issue on one game; it starts open. */
export function ReportIssueDialog({
  game,
  onClose,
}: {
  game: CleaningGame | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={game !== null}
      onClose={onClose}
      title={game ? `Report Issue: ${game.name}` : 'Report Issue'}
      description={game ? categoryLabels[game.category] : null}
    >
      {game ? <ReportIssueForm game={game} onDone={onClose} /> : null}
    </Dialog>
  );
}
