import type { CopiedWeek } from '@venue/contracts/schedule-payroll';
import { CopyPlus } from 'lucide-react';
import { useState } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { CheckboxField, FormError, SelectField } from '@/components/ui/form/field';
import { errorMessageOf } from '@/lib/api-errors';
import { successToastOf } from '@/lib/toast';
import { useApiMutation } from '@/lib/use-api-mutation';

import { copyWeekMutation } from '../api/copy-week';
import { addDays, shortDate, weekSpan } from '../schedule-display';

const copiedText = ({ copied, kept, copiedFrom }: CopiedWeek) => {
  const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
  const keptText = kept.length > 0 ? `; kept ${days(kept.length)} already scheduled` : '';
  return `Copied ${days(copied.length)} from the week of ${shortDate(copiedFrom)}${keptText}.`;
};

function CopyWeekForm({ weekStart, onDone }: { weekStart: string; onDone: () => void }) {
  const [target, setTarget] = useState(weekStart);
  const [replace, setReplace] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = useApiMutation({
    ...copyWeekMutation,
    successToast: successToastOf('Week Copied', (copied) => copiedText(copied)),
    onSuccess: onDone,
    onError: (failure) => setError(errorMessageOf(failure, 'Failed to copy the week')),
  });
  const nextWeek = addDays(weekStart, 7);
  return (
    <form
      className="form-grid"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        copy.mutate({ weekStart: target, replace });
      }}
    >
      <SelectField
        label="Week to fill"
        options={[
          { value: weekStart, label: `This week (${weekSpan(weekStart)})` },
          { value: nextWeek, label: `Next week (${weekSpan(nextWeek)})` },
        ]}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        data-autofocus
      />
      <p className="schedule-panel__note">
        Each day of the week before ({weekSpan(addDays(target, -7))}) is copied to the same weekday,
        with everyone&apos;s times and the coverage.
      </p>
      <CheckboxField
        label="Replace days already scheduled"
        hint="Left unticked, days already scheduled stay as they are."
        checked={replace}
        onChange={(event) => setReplace(event.target.checked)}
      />
      <FormError message={error} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={copy.isPending}>
          {copy.isPending ? 'Copying...' : 'Copy Week'}
        </button>
      </DialogActions>
    </form>
  );
}

/** Fills this week or the next from the week before it, after the staff member confirms. */
export function CopyWeekButton({ weekStart }: { weekStart: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)}>
        <CopyPlus aria-hidden="true" />
        Copy Last Week
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Copy Last Week"
        description="Fill a week from the one before it."
        size="sm"
      >
        <CopyWeekForm weekStart={weekStart} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
