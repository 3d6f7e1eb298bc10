import { majorWinGames, majorWinInputSchema, type MajorWin } from '@venue/contracts/prizes';
import { ExternalLink, Plus, Trash2, Trophy } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import { toast } from '@/lib/toast';
import { optionsOf } from '@/lib/select-options';
import { useContractForm } from '@/lib/use-contract-form';
import { formatVenueDateTime } from '@/lib/venue-time';

import { useDeleteMajorWin } from '../api/delete-major-win';
import { useMajorWins } from '../api/get-major-wins';
import { useRecordMajorWin } from '../api/record-major-win';

const gameOptions = optionsOf(majorWinGames, (game) => game, 'Select a game');

function RecordMajorWinForm({ onDone }: { onDone: () => void }) {
  const form = useContractForm({
    schema: majorWinInputSchema,
    initialValues: {
      gameName: '',
      prizeDescription: '',
      winnerName: '',
      pictureUrl: '',
      notes: '',
    },
    onSubmit: (win) => {
      if (!record.isPending) record.mutate(win);
    },
  });
  const record = useRecordMajorWin({
    successToast: (win) => ({
      title: 'Major Win Recorded',
      description: `${win.gameName}: ${win.prizeDescription}`,
      variant: 'success',
    }),
    onSuccess: onDone,
    onError: (error) => {
      toast({ title: 'Error', description: 'Failed to record major win', variant: 'error' });
      form.setServerError(error, 'Failed to record major win');
    },
  });
  return (
    <form className="form-grid form-grid--two" {...form.formProps}>
      <SelectField label="Game" required options={gameOptions} {...form.field('gameName')} />
      <TextField
        label="Winner Name"
        autoComplete="off"
        maxLength={100}
        {...form.field('winnerName')}
      />
      <TextAreaField
        className="form-grid__wide"
        label="Prize Description"
        required
        rows={2}
        maxLength={500}
        {...form.field('prizeDescription')}
      />
      <TextField
        className="form-grid__wide"
        label="Picture URL"
        type="url"
        autoComplete="off"
        maxLength={500}
        placeholder="https://"
        {...form.field('pictureUrl')}
      />
      <TextAreaField
        className="form-grid__wide"
        label="Notes"
        rows={2}
        maxLength={1000}
        {...form.field('notes')}
      />
      <FormError className="form-grid__wide" message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={record.isPending}>
          {record.isPending ? 'Saving...' : 'Record Win'}
        </button>
      </DialogActions>
    </form>
  );
}

function WinCard({ win, onDelete }: { win: MajorWin; onDelete: (win: MajorWin) => void }) {
  return (
    <article className="record-card">
      <header className="record-card__header">
        <div className="record-card__heading">
          <h3 className="record-card__title">{win.prizeDescription}</h3>
          <p className="record-card__subtitle">
            <Trophy className="prize-inline-icon" aria-hidden="true" /> {win.gameName} ·{' '}
            <time dateTime={win.wonAt.toISOString()}>{formatVenueDateTime(win.wonAt)}</time>
          </p>
        </div>
      </header>
      <dl className="record-card__facts">
        <div className="record-card__fact">
          <dt>Winner</dt>
          <dd>{win.winnerName || 'Not given'}</dd>
        </div>
        {win.pictureUrl ? (
          <div className="record-card__fact">
            <dt>Picture</dt>
            <dd>
              <a href={win.pictureUrl} target="_blank" rel="noopener noreferrer">
                View picture
                <ExternalLink className="prize-inline-icon" aria-hidden="true" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {win.notes ? <p className="record-card__text">{win.notes}</p> : null}
      <div className="record-card__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm record-card__delete"
          onClick={() => onDelete(win)}
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="visually-hidden"> win: {win.prizeDescription}</span>
        </button>
      </div>
    </article>
  );
}

/** The major wins tab: Record Major Win, and each win with its delete. */
export function MajorWins() {
  const wins = useMajorWins();
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<MajorWin | null>(null);
  // Spec: deleting a win shows no toast either way; a failure is said inside the dialog only.
  const remove = useDeleteMajorWin({ onSuccess: () => setDeleting(null) });
  return (
    <>
      <div className="prize-panel__bar">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={() => setRecording(true)}
        >
          <Plus aria-hidden="true" />
          Record Major Win
        </button>
      </div>
      <QueryState
        query={wins}
        loading="Loading major wins..."
        error="Failed to load major wins"
        isEmpty={(list) => list.length === 0}
        empty="No major wins recorded"
      >
        {(list) => (
          <ul className="record-list record-list--grid">
            {list.map((win) => (
              <li key={win.id}>
                <WinCard win={win} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog open={recording} onClose={() => setRecording(false)} title="Record Major Win">
        {recording ? <RecordMajorWinForm onDone={() => setRecording(false)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete major win?"
        description={
          deleting ? (
            <p>
              The {deleting.gameName} win of <strong>{deleting.prizeDescription}</strong> will be
              removed.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.isError ? 'The win could not be deleted. Please try again.' : null}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </>
  );
}
