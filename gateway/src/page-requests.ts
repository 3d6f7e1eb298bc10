/**
 * What a request for a page asks for, read from its URL alone before anything is read or
 * rendered: a redirect, the shell of a page the browser renders, or a page by its own address,
 * which names the key it is kept under. The edge cache asks this of a request before Express.
 */
import type { IncomingMessage } from 'node:http';
import type { AddressOf } from '@venue/contracts/page-rendering';
import { normalPath } from '@venue/contracts/http';
import { remembered } from '@venue/contracts/remembered';
import type { DocumentAsked } from './edge-cache';

/**
 * A page address spelled with empty segments (`//events`, `/games/`) in the one spelling the API's
 * matcher gives it (`normalPath`): the path to send it to, with its query, or null when it is
 * so spelled already (or cannot be read: it is then the 404 page). `//events` read as a URL names
 * the host `events`; so spelled, it is the path `/events`.
 */
function respelledPage(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const normal = normalPath(path);
  if (normal === null || normal === path) return null;
  return queryAt === -1 ? normal : normal + rawUrl.slice(queryAt);
}

/** What a request for a page asks for, read before anything is read or rendered. */
type PageRequest =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'shell' }
  | { kind: 'page'; address: string };

/**
 * A request for a page as the gateway answers it, the same before Express (the edge cache) and
 * in it: a path with empty segments is a 301 to its one spelling (`respelledPage`), a query value
 * the page does not take a 302 to the page's own address, a page the browser renders its shell,
 * anything else a page by its own address.
 */
export function pageRequest(addressOf: AddressOf, rawUrl: string): PageRequest {
  const respelled = respelledPage(rawUrl);
  if (respelled !== null) return { kind: 'redirect', status: 301, location: respelled };
  const address = addressOf(rawUrl);
  if (address === null) return { kind: 'shell' };
  if (address.own !== address.asked)
    return { kind: 'redirect', status: 302, location: address.own };
  return { kind: 'page', address: address.own };
}

/** The key a document is kept under: the origin its links name, and its address. */
export const documentKey = (origin: string, address: string) => `document ${origin}${address}`;

/**
 * How many URLs' readings are remembered, and how long a URL may be to be: visitors ask for a
 * handful of addresses, but a client chooses the URL.
 */
const rememberedUrls = 256;
const rememberedUrlLength = 512;

/**
 * What the edge cache answers a request for a page with before Express: a kept page by its key,
 * or a redirect to a page's one address (unless the path is a declared route's, which the edge
 * answers). A URL's reading is remembered: it was 2% of the thread under a busy night's reads.
 */
export function documentAsked(options: {
  addressOf: AddressOf;
  originOf: (req: IncomingMessage) => string;
  byEdge: (method: string, url: string) => boolean;
}) {
  const readingOf = remembered((url: string) => pageRequest(options.addressOf, url), {
    max: rememberedUrls,
    keep: (url) => url.length <= rememberedUrlLength,
  });
  return (req: IncomingMessage): DocumentAsked | null => {
    const url = req.url ?? '/';
    const asked = readingOf(url);
    if (asked.kind === 'page') return { key: documentKey(options.originOf(req), asked.address) };
    return asked.kind === 'redirect' && !options.byEdge(req.method ?? 'GET', url) ? asked : null;
  };
}
