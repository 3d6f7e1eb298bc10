import type { CleaningGame } from '@venue/contracts/cleaning';
import { ClipboardList, MessageSquareText, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';

import { Badge } from '@/components/ui/badge/badge';
import { CheckboxField, TextAreaField } from '@/components/ui/form/field';
import { useChoiceWhileSaving } from '@/lib/use-choice-while-saving';
import { formatVenueDateTime } from '@/lib/venue-time';

import { useMarkCleaning } from '../api/mark-cleaning';
import { categoryLabels, issueCountLabel } from '../cleaning-labels';

type CleaningCardProps = {
  game: CleaningGame;
  onReportIssue: (game: CleaningGame) => void;
  onViewIssues: (game: CleaningGame) => void;
};

/** One game this week: cleaned or not (with a comment while not), its issues and their dialogs. */
export function CleaningCard({ game, onReportIssue, onViewIssues }: CleaningCardProps) {
  const titleId = useId();
  /** The comment as typed, until it is saved; null shows the saved one. */
  const [draft, setDraft] = useState<string | null>(null);
  const mark = useMarkCleaning({
    successToast: {
      title: 'Updated',
      description: 'Game cleaning status updated successfully',
      variant: 'success',
    },
    onSuccess: () => setDraft(null),
    errorToast: { title: 'Error', description: 'Failed to update game cleaning status' },
  });
  const choice = useChoiceWhileSaving(game.cleaned);
  const cleaned = choice.value;
  const comment = draft ?? game.comment;
  const send = (nextCleaned: boolean) => {
    choice.begin(nextCleaned);
    mark.mutate(
      {
        gameName: game.name,
        category: game.category,
        cleaned: nextCleaned,
        weekStart: game.weekStart,
        // The box shows only while the game is not cleaned: what is typed there goes along.
        ...(!game.cleaned && draft !== null && { comment: draft }),
      },
      { onSettled: choice.end },
    );
  };

  return (
    <article
      className={cleaned ? 'cleaning-card cleaning-card--cleaned' : 'cleaning-card'}
      aria-labelledby={titleId}
    >
      <header className="cleaning-card__header">
        <div>
          <h2 id={titleId} className="cleaning-card__name">
            {game.name}
          </h2>
          <p className="cleaning-card__category">{categoryLabels[game.category]}</p>
        </div>
        <div className="record-card__badges">
          {cleaned ? <Badge tone="green">Cleaned</Badge> : null}
          {game.hasIssues ? <Badge tone="red">{issueCountLabel(game.issueCount)}</Badge> : null}
        </div>
      </header>

      <CheckboxField
        label={
          <>
            Mark as cleaned this week
            <span className="visually-hidden"> ({game.name})</span>
          </>
        }
        checked={cleaned}
        disabled={choice.saving}
        onChange={(event) => send(event.target.checked)}
      />

      {game.cleaned && game.cleanedAt ? (
        <p className="cleaning-card__when">
          Cleaned{' '}
          <time dateTime={game.cleanedAt.toISOString()}>{formatVenueDateTime(game.cleanedAt)}</time>
        </p>
      ) : null}
      {game.cleaned && game.comment ? (
        <p className="cleaning-card__comment">
          <MessageSquareText aria-hidden="true" />
          <span>{game.comment}</span>
        </p>
      ) : null}
      {game.cleaned ? null : (
        <div className="cleaning-card__comment-box">
          <TextAreaField
            label="Comment (optional)"
            rows={2}
            maxLength={500}
            value={comment}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={draft === null || draft === game.comment || choice.saving}
            onClick={() => send(false)}
          >
            Save Comment<span className="visually-hidden"> for {game.name}</span>
          </button>
        </div>
      )}

      <div className="cleaning-card__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => onReportIssue(game)}
        >
          <TriangleAlert aria-hidden="true" />
          Report Issue<span className="visually-hidden"> for {game.name}</span>
        </button>
        {game.hasIssues ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => onViewIssues(game)}
          >
            <ClipboardList aria-hidden="true" />
            View Issues<span className="visually-hidden"> for {game.name}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}
