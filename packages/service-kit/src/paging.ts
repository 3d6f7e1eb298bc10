import { formatCursor, linkHeader, totalCountHeader } from '@venue/contracts/paging';
import type { NewestFirstPage } from '@venue/store/newest-first-page';
import { Reply } from './api-router';

/** Query values that ask for another page; undefined leaves that parameter out. */
export type PageQuery = Record<string, string | undefined>;

export interface PageOf<T> {
  items: T[];
  /** How many items the whole list holds. */
  total: number;
  next?: PageQuery;
  prev?: PageQuery;
}

/** This request's URL with `changes` applied to its query. */
export function pageUrl(originalUrl: string, changes: PageQuery): string {
  const [path = '', search = ''] = originalUrl.split('?', 2);
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) query.delete(name);
    else query.set(name, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A page as the list it is (`answer`: the items, or them serialised), with its `X-Total-Count`
 * and `Link` headers; `url` is the URL the request came on.
 */
export function pageReply(
  url: string,
  page: Pick<PageOf<unknown>, 'total' | 'next' | 'prev'> & { answer: unknown },
): Reply {
  const links = (['next', 'prev'] as const)
    .filter((rel) => page[rel])
    .map((rel) => `<${pageUrl(url, page[rel] as PageQuery)}>; rel="${rel}"`);
  return Reply.json(page.answer, {
    [totalCountHeader]: String(page.total),
    ...(links.length > 0 && { [linkHeader]: links.join(', ') }),
  });
}

/** A page of presented items as `pageReply` sends it. */
export const pageOfItems = <T>(url: string, page: PageOf<T>): Reply =>
  pageReply(url, { ...page, answer: page.items });

/** A store's newest-first page as the API answers it: presented, with `?before=` for the next. */
export function presentNewestFirst<R, T>(
  page: NewestFirstPage<R>,
  present: (record: R) => T,
): PageOf<T> {
  return {
    items: page.items.map(present),
    total: page.total,
    ...(page.next && { next: { before: formatCursor(page.next) } }),
  };
}
