import type { DehydratedState } from '@tanstack/react-query';

/** The id of the page's JSON block with what the server rendered it from. */
export const renderedStateId = 'rendered-state';

/**
 * Written by the server into every page it sends: the site's origin, and for a page it rendered
 * with content, its route module (with the files of its chunks, `PageAssets.routeModules`) and the
 * queries' answers it showed, so the browser hydrates from the same data without asking again.
 */
export type RenderedState = {
  origin: string;
  page?: { route: string | null; routeModules: string[]; queries: DehydratedState };
};

/** The block as HTML: a data block no script runs (the CSP allows it); `<` escaped. */
export const renderedStateBlock = (state: RenderedState) =>
  `<script type="application/json" id="${renderedStateId}">${JSON.stringify(state).replaceAll(
    '<',
    '\\u003c',
  )}</script>`;

export function readRenderedState(): RenderedState | null {
  const text = document.getElementById(renderedStateId)?.textContent;
  return text ? (JSON.parse(text) as RenderedState) : null;
}
