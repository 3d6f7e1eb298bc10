import type { Request, Response } from 'express';
import { formatCursor, linkHeader, totalCountHeader } from '@venue/contracts/paging';
import type { NewestFirstPage } from '@venue/store/newest-first-page';

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

/** `X-Total-Count` and the `Link` header of a page. */
export function setPageHeaders(
  req: Request,
  res: Response,
  page: Pick<PageOf<unknown>, 'total' | 'next' | 'prev'>,
): void {
  res.setHeader(totalCountHeader, String(page.total));
  const links = (['next', 'prev'] as const)
    .filter((rel) => page[rel])
    .map((rel) => `<${pageUrl(req.originalUrl, page[rel] as PageQuery)}>; rel="${rel}"`);
  if (links.length > 0) res.setHeader(linkHeader, links.join(', '));
}

/** Sends a page as the list it is, with its headers. */
export function pageAnswer<T>(req: Request, res: Response, page: PageOf<T>): T[] {
  setPageHeaders(req, res, page);
  return page.items;
}

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
