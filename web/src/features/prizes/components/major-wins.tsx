import { majorWinGames, majorWinInputSchema, type MajorWin } from '@venue/contracts/prizes';
import { ExternalLink, Trophy } from 'lucide-react';

import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { Fact, Facts, RecordActions, RecordCard } from '@/components/ui/record-card/record-card';
import { optionsOf } from '@/lib/select-options';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';
import { formatVenueDateTime } from '@/lib/venue-time';

import { deleteMajorWinMutation } from '../api/delete-major-win';
import { useMajorWins } from '../api/get-major-wins';
import { recordMajorWinMutation } from '../api/record-major-win';
import { RecordLog } from './record-log';

const gameOptions = optionsOf(majorWinGames, (game) => game, 'Select a game');

function RecordMajorWinForm({ onDone }: { onDone: () => void }) {
  const form = useSaveForm({
    initialValues: {
      gameName: '',
      prizeDescription: '',
      winnerName: '',
      pictureUrl: '',
      notes: '',
    },
    create: {
      schema: majorWinInputSchema,
      mutation: recordMajorWinMutation,
      successToast: successToastOf(
        'Major Win Recorded',
        (win) => `${win.gameName}: ${win.prizeDescription}`,
      ),
      failure: 'Failed to record major win',
    },
    errorToast: { title: 'Error' },
    onSaved: onDone,
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Record Win"
      onCancel={onDone}
      fields={[
        { select: 'gameName', label: 'Game', required: true, options: gameOptions },
        { text: 'winnerName', label: 'Winner Name', maxLength: 100 },
        {
          area: 'prizeDescription',
          label: 'Prize Description',
          required: true,
          wide: true,
          rows: 2,
          maxLength: 500,
        },
        {
          text: 'pictureUrl',
          label: 'Picture URL',
          type: 'url',
          wide: true,
          maxLength: 500,
          placeholder: 'https://',
        },
        { area: 'notes', label: 'Notes', wide: true, rows: 2, maxLength: 1000 },
      ]}
    />
  );
}

function WinCard({ win, onDelete }: { win: MajorWin; onDelete: (win: MajorWin) => void }) {
  return (
    <RecordCard
      level={3}
      title={win.prizeDescription}
      subtitle={
        <>
          <Trophy className="prize-inline-icon" aria-hidden="true" /> {win.gameName} ·{' '}
          <time dateTime={win.wonAt.toISOString()}>{formatVenueDateTime(win.wonAt)}</time>
        </>
      }
      actions={
        <RecordActions name={`win: ${win.prizeDescription}`} onDelete={() => onDelete(win)} />
      }
    >
      <Facts>
        <Fact label="Winner">{win.winnerName || 'Not given'}</Fact>
        {win.pictureUrl ? (
          <Fact label="Picture">
            <a href={win.pictureUrl} target="_blank" rel="noopener noreferrer">
              View picture
              <ExternalLink className="prize-inline-icon" aria-hidden="true" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </Fact>
        ) : null}
      </Facts>
      {win.notes ? <p className="record-card__text">{win.notes}</p> : null}
    </RecordCard>
  );
}

/** The major wins tab: Record Major Win, and each win with its delete. */
export function MajorWins() {
  const wins = useMajorWins();
  return (
    <RecordLog
      records={wins}
      noun="major wins"
      addLabel="Record Major Win"
      form={(onDone) => <RecordMajorWinForm onDone={onDone} />}
      card={(win, onDelete) => <WinCard win={win} onDelete={onDelete} />}
      remove={{
        mutation: deleteMajorWinMutation,
        failure: 'The win could not be deleted. Please try again.',
        title: 'Delete major win?',
        describe: (win) => (
          <p>
            The {win.gameName} win of <strong>{win.prizeDescription}</strong> will be removed.
          </p>
        ),
      }}
    />
  );
}
