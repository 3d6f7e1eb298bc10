import type { CleaningGame } from '@venue/contracts/cleaning';
import {
  ClipboardList,
  MessageSquarePlus,
  MessageSquareText,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';

import { Badge } from '@/components/ui/badge/badge';
import { CheckboxField, TextAreaField } from '@/components/ui/form/field';
import { useChoiceWhileSaving } from '@/lib/use-choice-while-saving';
import { useApiMutation } from '@/lib/use-api-mutation';
import { formatVenueDateTime } from '@/lib/venue-time';
import { gameCategoryLabels } from '@/config/game-categories';

import { markCleaningMutation } from '../api/mark-cleaning';
import { issueCountLabel, markCleaningToasts } from '../cleaning-labels';

type CleaningCardProps = {
  game: CleaningGame;
  onReportIssue: (game: CleaningGame) => void;
  onViewIssues: (game: CleaningGame) => void;
};

/**
 * One game this week: cleaned or not, its issues and their dialogs. While it is not cleaned a
 * comment may be written; the box opens on demand, so a long list stays short on a phone.
 */
/**
 * A card's state: the mark as it is being saved, and the comment box with its draft. Closing the
 * box (saved or cancelled) takes focus back to the button that opened it.
 */
function useCleaningCard(game: CleaningGame) {
  /** The comment as typed, until it is saved; null shows the saved one. */
  const [draft, setDraft] = useState<string | null>(null);
  const [commenting, setCommenting] = useState(false);
  const commentButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (commenting || !returnFocus.current) return;
    returnFocus.current = false;
    commentButtonRef.current?.focus();
  }, [commenting]);
  const closeComment = () => {
    returnFocus.current = commenting;
    setDraft(null);
    setCommenting(false);
  };
  const mark = useApiMutation({
    ...markCleaningMutation,
    ...markCleaningToasts,
    onSuccess: closeComment,
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

  return {
    cleaned,
    saving: choice.saving,
    draft,
    setDraft,
    comment,
    commenting,
    openComment: () => setCommenting(true),
    closeComment,
    commentButtonRef,
    send,
  };
}

/** A card button: icon and label, the label hidden on a narrow card, naming its game to a reader. */
function CardAction({
  icon: Icon,
  label,
  gameName,
  onClick,
  buttonRef,
}: {
  icon: LucideIcon;
  label: string;
  gameName: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="btn btn--ghost btn--sm"
      title={label}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
      <span className="cleaning-card__action-label">{label}</span>
      <span className="visually-hidden"> for {gameName}</span>
    </button>
  );
}

export function CleaningCard({ game, onReportIssue, onViewIssues }: CleaningCardProps) {
  const titleId = useId();
  const {
    cleaned,
    saving,
    draft,
    setDraft,
    comment,
    commenting,
    openComment,
    closeComment,
    commentButtonRef,
    send,
  } = useCleaningCard(game);
  const commentLabel = game.comment ? 'Edit Comment' : 'Add Comment';
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
          <p className="cleaning-card__category">{gameCategoryLabels[game.category]}</p>
        </div>
        <div className="record-card__badges">
          {cleaned ? <Badge tone="green">Cleaned</Badge> : null}
          {game.hasIssues ? <Badge tone="red">{issueCountLabel(game.issueCount)}</Badge> : null}
        </div>
      </header>

      {/* The mark and the card's buttons share a row: icons alone on a narrow card. */}
      <div className="cleaning-card__controls">
        <CheckboxField
          label={
            <>
              Mark as cleaned this week
              <span className="visually-hidden"> ({game.name})</span>
            </>
          }
          checked={cleaned}
          disabled={saving}
          onChange={(event) => send(event.target.checked)}
        />
        <div className="cleaning-card__actions">
          {game.cleaned || commenting ? null : (
            <CardAction
              buttonRef={commentButtonRef}
              icon={MessageSquarePlus}
              label={commentLabel}
              gameName={game.name}
              onClick={openComment}
            />
          )}
          <CardAction
            icon={TriangleAlert}
            label="Report Issue"
            gameName={game.name}
            onClick={() => onReportIssue(game)}
          />
          {game.hasIssues ? (
            <CardAction
              icon={ClipboardList}
              label="View Issues"
              gameName={game.name}
              onClick={() => onViewIssues(game)}
            />
          ) : null}
        </div>
      </div>

      {game.cleaned && game.cleanedAt ? (
        <p className="cleaning-card__when">
          Cleaned{' '}
          <time dateTime={game.cleanedAt.toISOString()}>{formatVenueDateTime(game.cleanedAt)}</time>
        </p>
      ) : null}
      {game.comment && !(commenting && !game.cleaned) ? (
        <p className="cleaning-card__comment">
          <MessageSquareText aria-hidden="true" />
          <span>{game.comment}</span>
        </p>
      ) : null}
      {commenting && !game.cleaned ? (
        <div className="cleaning-card__comment-box">
          <TextAreaField
            label="Comment (optional)"
            rows={2}
            maxLength={500}
            value={comment}
            onChange={(event) => setDraft(event.target.value)}
            // Opened to write in: the cursor is there at once.
            autoFocus
          />
          <div className="cleaning-card__comment-buttons">
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={draft === null || draft === game.comment || saving}
              onClick={() => send(false)}
            >
              Save Comment<span className="visually-hidden"> for {game.name}</span>
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={closeComment}>
              Cancel<span className="visually-hidden"> the comment for {game.name}</span>
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
