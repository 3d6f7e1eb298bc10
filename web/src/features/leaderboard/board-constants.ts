import type { Leaderboard } from '@venue/contracts/leaderboard';
import { monthKeyPattern } from '@venue/contracts/values';

/** The spec's board constants: the page and the kiosk. */
export const boardSettings = {
  page: { gamesPerPage: 4, top: 10, advanceEveryMs: 15_000, refetchEveryMs: 5 * 60_000 },
  kiosk: { gamesPerPage: 4, top: 8, advanceEveryMs: 10_000, refetchEveryMs: 2 * 60_000 },
} as const;

/** The board's games in pages of `size`. */
export function pagesOf(games: Leaderboard['games'], size: number): Leaderboard['games'][] {
  const pages: Leaderboard['games'][] = [];
  for (let start = 0; start < games.length; start += size)
    pages.push(games.slice(start, start + size));
  return pages;
}

/** The title from the answer, or the month's default when it has none. */
export const boardTitle = (board: Leaderboard) =>
  board.title.trim() || `${board.monthLabel} Leaderboard`;

/** Which board a page shows: a venue month's (the current one without `month`), or the Hall of Fame. */
export type BoardChoice = { view: 'month'; month?: string } | { view: 'all-time' };

/** The board a leaderboard address asks for: `?view=all-time`, `?month=2026-10`, or this month's. */
export function boardChoiceOf(search: URLSearchParams): BoardChoice {
  if (search.get('view') === 'all-time') return { view: 'all-time' };
  const month = search.get('month') ?? '';
  return monthKeyPattern.test(month) ? { view: 'month', month } : { view: 'month' };
}

/** The Hall of Fame's title on the page and the kiosk. */
export const hallOfFameTitle = 'Hall of Fame';

/**
 * A score field: text, since scores run to 2^53 - 1, past what a number field keeps exactly,
 * asking phones for the number pad (`inputMode`; older phones read the pattern). The pattern is
 * what the score may hold: digits, with commas or spaces between thousands.
 */
export const scoreInputProps = {
  inputMode: 'numeric',
  pattern: '[0-9,\\s]*',
  autoComplete: 'off',
} as const;
