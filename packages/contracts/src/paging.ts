import { z } from 'zod';

/**
 * Lists that grow with the years are answered a page at a time, and each answer stays the list
 * the spec describes. `?limit=` sets a page's length (each list has its default and maximum);
 * the `Link` header's `rel="next"` URL asks for the page after it, and `X-Total-Count` says how
 * many items the whole list holds.
 */
export { linkHeader, linkOf, totalCountHeader } from './page-links';

/** `?limit=`: a whole number from 1 to `max`, `fallback` when absent. */
export function limitSchema(fallback: number, max: number) {
  const message = `limit must be a whole number from 1 to ${max}`;
  return z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message))
    .default(fallback);
}

/**
 * Where a newest-first page ends: the last item's instant and id (`2026-11-25T18:30:00.000Z_{id}`),
 * so the next page starts after it even when items were added or deleted meanwhile.
 */
export interface NewestFirstCursor {
  at: Date;
  id: string;
}

const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([\w-]{1,64})$/;
const cursorMessage = 'before must be the cursor of a page (from the Link header)';

export const formatCursor = ({ at, id }: NewestFirstCursor) => `${at.toISOString()}_${id}`;

export const beforeCursorSchema = z
  .string()
  .transform((text, context): NewestFirstCursor => {
    const match = cursorPattern.exec(text);
    const at = match ? new Date(match[1] as string) : undefined;
    // Round trip: a date JavaScript would roll over (February 30th) is no cursor either.
    if (!match || !at || Number.isNaN(at.getTime()) || at.toISOString() !== match[1]) {
      context.addIssue({ code: 'custom', message: cursorMessage });
      return z.NEVER;
    }
    return { at, id: match[2] as string };
  })
  .optional();

/** `?limit=&before=` of a newest-first list. */
export function newestFirstQuerySchema(fallback: number, max: number) {
  return z.object({ limit: limitSchema(fallback, max), before: beforeCursorSchema });
}
