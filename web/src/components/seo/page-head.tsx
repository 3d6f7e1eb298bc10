import { createContext, useContext, useEffect, type ReactNode } from 'react';

import { shareImage, siteUrl } from '@/config/site';
import { venue } from '@/config/venue';
import { escapeHtml } from '@/lib/escape-html';

export type PageHeadProps = {
  /** `{title} | {venue}`; without one, the venue's own title. */
  title?: string;
  description?: string;
  /** The page's own address (path and the query it reads) for the canonical link. */
  canonicalPath?: string;
  /** Staff pages and the 404: kept out of search results. */
  noindex?: boolean;
  /** The link preview's picture, when the page has its own; the venue's otherwise. */
  image?: { path: string; width?: number | undefined; height?: number | undefined; alt: string };
};

type HeadTag = { name: 'meta' | 'link'; attributes: [string, string][] };

/** A page's head: its title and the tags that go with it. */
export type HeadContent = { title: string; tags: HeadTag[] };

export const documentTitle = (title?: string) =>
  title ? `${title} | ${venue.name}` : `${venue.name} | Pinball and arcade at The Forks, Winnipeg`;

/**
 * Bidi controls (embeddings, overrides, isolates and marks). Search results and link previews
 * show a page's title and descriptions as plain text, where one left open in stored text (a
 * game's name) would reverse whatever the other site puts after it, and they cannot isolate it:
 * so none goes into the head.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const withoutBidiControls = (text: string) => text.replace(bidiControls, '');

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  name: 'meta',
  attributes: [
    [key, name],
    ['content', withoutBidiControls(content)],
  ],
});

/** The document's title, description, canonical link and link-preview tags for a page. */
export function headContent({
  title,
  description,
  canonicalPath,
  noindex = false,
  image: preview = shareImage,
}: PageHeadProps): HeadContent {
  const fullTitle = withoutBidiControls(documentTitle(title));
  const url = canonicalPath === undefined ? undefined : siteUrl(canonicalPath);
  const image = siteUrl(preview.path);
  const tags: (HeadTag | null)[] = [
    description ? meta('name', 'description', description) : null,
    noindex ? meta('name', 'robots', 'noindex') : null,
    url
      ? {
          name: 'link',
          attributes: [
            ['rel', 'canonical'],
            ['href', url],
          ],
        }
      : null,
  ];
  if (!noindex) {
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', venue.name),
      meta('property', 'og:locale', 'en_CA'),
      meta('property', 'og:title', fullTitle),
      description ? meta('property', 'og:description', description) : null,
      url ? meta('property', 'og:url', url) : null,
      meta('property', 'og:image', image),
      preview.width ? meta('property', 'og:image:width', String(preview.width)) : null,
      preview.height ? meta('property', 'og:image:height', String(preview.height)) : null,
      meta('property', 'og:image:alt', preview.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', fullTitle),
      description ? meta('name', 'twitter:description', description) : null,
      meta('name', 'twitter:image', image),
    );
  }
  return { title: fullTitle, tags: tags.filter((tag) => tag !== null) };
}

/** A page's head as HTML, for the server to write into <head>. */
export function headHtml({ title, tags }: HeadContent): string {
  const elements = tags.map(
    ({ name, attributes }) =>
      `<${name}${attributes.map(([key, value]) => ` ${key}="${escapeHtml(value)}"`).join('')}/>`,
  );
  return `<title>${escapeHtml(title)}</title>${elements.join('')}`;
}

/** Every tag a page's head writes, and no other (index.html's viewport, theme and icon stay). */
const pageHeadTags =
  'meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

/** Puts a page's head into the document, in place of the page before's. */
function applyHead({ title, tags }: HeadContent) {
  document.title = title;
  document.head.querySelectorAll(pageHeadTags).forEach((element) => element.remove());
  for (const { name, attributes } of tags) {
    const element = document.createElement(name);
    for (const [key, value] of attributes) element.setAttribute(key, value);
    document.head.append(element);
  }
}

/** Where the server's render leaves the head of the page it rendered (the last one rendered). */
export type HeadCollector = { collect: (content: HeadContent) => void; html: () => string };

export function headCollector(): HeadCollector {
  let collected: HeadContent | undefined;
  return {
    collect: (content) => {
      collected = content;
    },
    html: () => (collected ? headHtml(collected) : ''),
  };
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** On the server: the page heads rendered inside go to `collector`. */
export function CollectPageHead({
  collector,
  children,
}: {
  collector: HeadCollector;
  children: ReactNode;
}) {
  return (
    <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>
  );
}

/**
 * The page's title, description, canonical link and link-preview tags: given to the server's
 * collector when rendered there, and put into the document's <head> in the browser, where they
 * are swapped as the visitor moves on.
 */
export function PageHead(props: PageHeadProps) {
  const content = headContent(props);
  const collector = useContext(HeadCollectorContext);
  collector?.collect(content);
  const key = JSON.stringify(content);
  useEffect(() => applyHead(JSON.parse(key) as HeadContent), [key]);
  return null;
}
