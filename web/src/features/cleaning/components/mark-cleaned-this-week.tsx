import type { GameCategory } from '@venue/contracts/catalogue';
import { Sparkles } from 'lucide-react';

import { ActionCard } from '@/components/ui/action-card/action-card';
import { useApiMutation } from '@/lib/use-api-mutation';
import { formatCalendarDate, formatVenueDateTime } from '@/lib/venue-time';

import { useCleaningList } from '../api/get-cleaning-list';
import { markCleaningMutation } from '../api/mark-cleaning';
import { markCleaningToasts } from '../cleaning-labels';

/**
 * One game's cleaning this venue week, on its machine's page for staff: whether it is cleaned
 * and when, and the button that marks it (or takes the mark back). The week's record is the
 * cleaning list's, so the Cleaning Records page shows the same.
 */
export function MarkCleanedThisWeek({
  gameName,
  category,
}: {
  gameName: string;
  category: GameCategory;
}) {
  const list = useCleaningList();
  const mark = useApiMutation({
    ...markCleaningMutation,
    ...markCleaningToasts,
  });
  const game = list.data?.find((entry) => entry.name === gameName && entry.category === category);
  const send = (cleaned: boolean) => {
    if (game) mark.mutate({ gameName, category, cleaned, weekStart: game.weekStart });
  };
  return (
    <ActionCard title="Weekly Cleaning" icon={Sparkles} accent="lime">
      {game ? (
        <>
          <p className="action-card__text" role="status">
            {game.cleaned && game.cleanedAt ? (
              <>
                Cleaned this week,{' '}
                <time dateTime={game.cleanedAt.toISOString()}>
                  {formatVenueDateTime(game.cleanedAt)}
                </time>
                .
              </>
            ) : (
              `Not cleaned yet in the week of ${formatCalendarDate(game.weekStart)}.`
            )}
          </p>
          <button
            type="button"
            className={
              game.cleaned
                ? 'btn btn--ghost action-card__button'
                : 'btn btn--primary action-card__button'
            }
            disabled={mark.isPending}
            onClick={() => send(!game.cleaned)}
          >
            {game.cleaned ? 'Mark Not Cleaned' : 'Mark Cleaned This Week'}
          </button>
        </>
      ) : (
        <p className="action-card__text" role="status">
          {list.isPending
            ? "Checking this week's cleaning..."
            : list.isError
              ? 'The cleaning records could not be loaded.'
              : 'This game is not on the cleaning list.'}
        </p>
      )}
    </ActionCard>
  );
}
