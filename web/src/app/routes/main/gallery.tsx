import type { QueryClient } from '@tanstack/react-query';

import { PageHero } from '@/components/layouts/page-hero';
import { paths } from '@/config/paths';
import {
  getGalleryCountsQueryOptions,
  getGalleryImagesQueryOptions,
} from '@/features/gallery/api/get-gallery-images';
import { GalleryBrowser } from '@/features/gallery/components/gallery-browser';
import { parseGalleryCategory } from '@/features/gallery/gallery-categories';

import { type PagePrefetch, pageDatedBy, type SitemapEntry } from '../../page-modules';

export const prefetch: PagePrefetch = (client, search) => [
  client.prefetchInfiniteQuery(
    getGalleryImagesQueryOptions(parseGalleryCategory(search.get('category')) ?? undefined),
  ),
  client.prefetchQuery(getGalleryCountsQueryOptions()),
];

/** Dated by the newest image of the first page it shows. */
export const sitemap = async (client: QueryClient): Promise<SitemapEntry[]> => {
  const { pages } = await client.fetchInfiniteQuery(getGalleryImagesQueryOptions());
  const images = pages.flatMap((page) => page.items);
  return pageDatedBy(
    paths.gallery.getHref(),
    images.map((image) => image.uploadedAt),
  );
};

export default function GalleryRoute() {
  return (
    <>
      <PageHero
        titleId="gallery-page-title"
        eyebrow="Inside the venue"
        title="Photo Gallery"
        lead="Tournament nights, new machines and the glow of the floor. Choose a category or open any photo to see it large."
      />
      <div className="container gallery-page__body">
        <GalleryBrowser />
      </div>
    </>
  );
}
