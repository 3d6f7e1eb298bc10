import { shareImage, siteUrl } from '@/config/site';
import { venue } from '@/config/venue';

type PageHeadProps = {
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

export const documentTitle = (title?: string) =>
  title ? `${title} | ${venue.name}` : `${venue.name} | Pinball and arcade at The Forks, Winnipeg`;

/**
 * The document's title, description, canonical link and link-preview tags. React 19 puts them in
 * <head>, on the server and in the browser alike, and swaps them as the visitor moves on.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  noindex = false,
  image: preview = shareImage,
}: PageHeadProps) {
  const fullTitle = documentTitle(title);
  const url = canonicalPath === undefined ? undefined : siteUrl(canonicalPath);
  const image = siteUrl(preview.path);
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {noindex ? null : (
        <>
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={venue.name} />
          <meta property="og:locale" content="en_CA" />
          <meta property="og:title" content={fullTitle} />
          {description ? <meta property="og:description" content={description} /> : null}
          {url ? <meta property="og:url" content={url} /> : null}
          <meta property="og:image" content={image} />
          {preview.width ? (
            <meta property="og:image:width" content={String(preview.width)} />
          ) : null}
          {preview.height ? (
            <meta property="og:image:height" content={String(preview.height)} />
          ) : null}
          <meta property="og:image:alt" content={preview.alt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={fullTitle} />
          {description ? <meta name="twitter:description" content={description} /> : null}
          <meta name="twitter:image" content={image} />
        </>
      )}
    </>
  );
}
