import { gameIssueInputSchema, gameIssueTypes, type CleaningGame } from '@venue/contracts/cleaning';

import { DialogFor } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { useSaveForm } from '@/lib/use-save-form';
import { gameCategoryLabels } from '@/config/game-categories';
import { issueTypeLabels } from '@/config/issue-types';

import { reportGameIssueMutation } from '../api/report-game-issue';

const issueTypeOptions = [
  { value: '', label: 'Select an issue type' },
  ...gameIssueTypes.map((type) => ({ value: type, label: issueTypeLabels[type] })),
];

function ReportIssueForm({ game, onDone }: { game: CleaningGame; onDone: () => void }) {
  const form = useSaveForm({
    initialValues: {
      gameName: game.name,
      category: game.category,
      issueType: '',
      description: '',
    },
    create: {
      schema: gameIssueInputSchema,
      mutation: reportGameIssueMutation,
      successToast: {
        title: 'Issue Reported',
        description: `${game.name}: the issue is open.`,
        variant: 'success',
      },
      failure: 'Failed to report game issue',
    },
    errorToast: { title: 'Error' },
    onSaved: onDone,
  });
  // Spec: the button waits for an issue type and a description that is not blank.
  const complete = form.values.issueType !== '' && form.values.description.trim() !== '';

  return (
    <DialogForm
      form={form}
      columns={1}
      submitLabel="Report Issue"
      pendingLabel="Reporting..."
      submitDisabled={!complete}
      onCancel={onDone}
      fields={[
        { select: 'issueType', label: 'Issue Type', required: true, options: issueTypeOptions },
        {
          area: 'description',
          label: 'Description',
          required: true,
          rows: 4,
          maxLength: 1000,
          hint: 'What is wrong, and where on the machine.',
        },
      ]}
    />
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
    <DialogFor
      item={game}
      onClose={onClose}
      title={({ name }) => `Report Issue: ${name}`}
      description={({ category }) => gameCategoryLabels[category]}
    >
      {(chosen) => <ReportIssueForm game={chosen} onDone={onClose} />}
    </DialogFor>
  );
}
