import { scoreSubmissionInputSchema } from '@venue/contracts/leaderboard';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';

import { DialogActions } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { TextField } from '@/components/ui/form/field';
import { errorMessageOf } from '@/lib/api-errors';
import { apiMutation } from '@/lib/use-api-mutation';
import {
  acceptAttribute,
  formatFileSize,
  isTooLarge,
  looksLikeImage,
  maxSizeLabel,
} from '@/lib/upload-rules';
import { useSaveForm } from '@/lib/use-save-form';

import { isDaySpent, PhotoRefusedError, submitScore } from '../api/submit-score';
import { scoreInputProps } from '../board-constants';
import { formatScore } from './game-board';
import './submit-score-form.css';

/** The contract's fields, and the photo as the file chosen (its path comes with its upload). */
const scoreFormSchema = scoreSubmissionInputSchema
  .pick({ gameName: true, playerName: true, score: true })
  .extend({
    photo: z
      .custom<File>((value) => value instanceof File, 'Please add a photo of the score')
      .refine(looksLikeImage, 'The photo must be a JPEG, PNG, GIF or WebP image')
      .refine((file) => !isTooLarge(file), `The photo must be at most ${maxSizeLabel}`),
  });

const sendScoreMutation = apiMutation({
  mutationFn: ({ photo, ...entry }: z.output<typeof scoreFormSchema>) =>
    submitScore({ entry, photo }),
});

type Sent = { playerName: string; score: number };

function ScoreSent({
  gameName,
  sent,
  onClose,
}: {
  gameName: string;
  sent: Sent;
  onClose: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="score-sent" aria-labelledby="score-sent-title">
      <CircleCheck className="glow-icon score-sent__icon" aria-hidden="true" />
      <h3 id="score-sent-title" ref={headingRef} tabIndex={-1} className="score-sent__title">
        Score sent for approval
      </h3>
      <p>
        <strong>{formatScore(sent.score)}</strong> on {gameName} by {sent.playerName} is waiting for
        staff: they check every score against its photo before it goes on the board.
      </p>
      <p>
        Once approved it shows on this month&apos;s board, and in the Hall of Fame if it beats the
        best.
      </p>
      <DialogActions>
        <button type="button" className="btn btn--primary btn--sm" onClick={onClose}>
          Done
        </button>
      </DialogActions>
    </section>
  );
}

type SubmitScoreFormProps = { gameName: string; onClose: () => void };

/**
 * A player's score for the page's machine: their name, the score and a photo of the display.
 * It goes to staff for approval, which the player is told. Loaded when its dialog first opens
 * (it brings the form's checks), so its first field takes focus when it arrives.
 */
export default function SubmitScoreForm({ gameName, onClose }: SubmitScoreFormProps) {
  const [sent, setSent] = useState<Sent | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    boxRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);
  const form = useSaveForm({
    initialValues: { gameName, playerName: '', score: '', photo: null as File | null },
    create: {
      schema: scoreFormSchema,
      mutation: sendScoreMutation,
      successToast: {
        title: 'Score Submitted',
        description: 'Staff will check the photo before it goes on the board.',
        variant: 'success',
      },
      failure: 'Failed to send your score. Please try again.',
    },
    errorToast: { title: 'Error' },
    tooOften: (retryIn, error) =>
      isDaySpent(error)
        ? null
        : `Too many scores from this connection. Please try again ${retryIn}.`,
    onSaved: () =>
      setSent({
        playerName: form.values.playerName.trim(),
        score: Number(form.values.score.replace(/[,\s]/g, '')),
      }),
    onFailed: (error) => {
      if (!(error instanceof PhotoRefusedError)) return;
      form.setFormError(null);
      form.setFieldError('photo', errorMessageOf(error, 'The photo could not be sent'));
    },
  });
  const photo = form.values.photo;

  return (
    <div ref={boxRef}>
      {sent ? (
        <ScoreSent gameName={gameName} sent={sent} onClose={onClose} />
      ) : (
        <DialogForm
          form={form}
          columns={1}
          submitLabel="Send Score"
          pendingLabel="Sending..."
          onCancel={onClose}
        >
          <TextField
            label="Your Name"
            required
            autoComplete="nickname"
            maxLength={40}
            hint="As it should appear on the board."
            {...form.field('playerName')}
          />
          <TextField
            label="Score"
            required
            {...scoreInputProps}
            hint="As the display shows it; commas are fine."
            {...form.field('score')}
          />
          <TextField
            label="Photo of the Display"
            required
            type="file"
            name="photo"
            accept={acceptAttribute}
            hint={
              photo
                ? `${photo.name} (${formatFileSize(photo.size)})`
                : `The machine's display with your score on it: JPEG, PNG, GIF or WebP, up to ${maxSizeLabel}.`
            }
            error={form.errors.photo}
            onChange={(event) => form.setValue('photo', event.target.files?.[0] ?? null)}
          />
        </DialogForm>
      )}
    </div>
  );
}
