/**
 * How a paged answer names its neighbours and its size (see `paging.ts`), without zod: the web
 * app reads these on every list, in its first download.
 */
export const totalCountHeader = 'x-total-count';
export const linkHeader = 'link';

/** The URL a `Link` header gives for `rel` (`next`, `prev`), if it has one. */
export function linkOf(
  header: string | null | undefined,
  rel: 'next' | 'prev',
): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && new RegExp(`\\brel="?${rel}"?`).test(match[2] as string)) return match[1];
  }
  return undefined;
}
