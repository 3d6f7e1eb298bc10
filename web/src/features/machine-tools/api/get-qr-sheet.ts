import { queryOptions, useQuery } from '@tanstack/react-query';
import { machinesApi, type QrPaper } from '@venue/contracts/machines';

import { callApiForFile } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/** One sheet of paper: its SVG as an image address, and the machines it labels. */
export type QrSheetPage = { src: string; machines: string[] };

/**
 * The sheets, and what the machines service says about the address their codes hold (when it
 * is the one this page was opened at rather than the site's published one), or null.
 */
export type QrSheet = { pages: QrSheetPage[]; addressNote: string | null };

/**
 * The printable page of the machines' codes, fetched with the staff token (a new window could
 * not send it), taken apart into its sheets: each SVG becomes a `data:` image, which the page's
 * policy allows and in which nothing can run.
 */
export async function getQrSheet({
  paper,
  signal,
}: {
  paper: QrPaper;
  signal?: AbortSignal;
}): Promise<QrSheet> {
  const html = await (
    await callApiForFile(machinesApi.routes.qrSheet, { query: { paper }, signal })
  ).text();
  // Its own print styles stay out (this page's policy refuses inline styles, even in a parsed
  // document): the sheet page styles the sheets for print itself.
  const sheet = new DOMParser().parseFromString(
    html.replace(/<style[^>]*>[\s\S]*?<\/style>/gi, ''),
    'text/html',
  );
  const serializer = new XMLSerializer();
  const pages = [...sheet.querySelectorAll('svg.page')].map((page): QrSheetPage => ({
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(serializer.serializeToString(page))}`,
    // Each label names its machine in full (its lines may wrap it, or cut it short).
    machines: [...page.querySelectorAll('g.label[data-name]')].map(
      (label) => label.getAttribute('data-name') ?? '',
    ),
  }));
  return { pages, addressNote: sheet.querySelector('.address-note')?.textContent ?? null };
}

export const getQrSheetQueryOptions = (paper: QrPaper) =>
  queryOptions({
    queryKey: [...staffQueryKey, 'qr-sheet', paper],
    queryFn: ({ signal }) => getQrSheet({ paper, signal }),
  });

export const useQrSheet = (paper: QrPaper) => useQuery(getQrSheetQueryOptions(paper));
