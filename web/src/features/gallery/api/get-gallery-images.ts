import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GalleryCategory } from '@venue/contracts/gallery';
import { callApi, callApiPage } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { newestFirstQueryOptions } from '@/lib/paged-query';
import { staffQueryKey } from '@/lib/query-client';

type ListInput = { category?: GalleryCategory; before?: string; signal?: AbortSignal };

/**
 * A page of the images, newest first, of one category or all, after the cursor `before`.
 * Visitors get the visible ones (the edge keeps these answers); staff, with their token, every one.
 */
export const getGalleryImages = async ({
  category,
  before,
  signal,
  asStaff,
}: ListInput & { asStaff?: boolean }) =>
  callApiPage((await apiRoutes.gallery()).list, {
    query: { ...(category && { category }), ...(before !== undefined && { before }) },
    signal,
    asStaff,
  });

const imagesQueryOptions = (
  prefix: readonly string[],
  asStaff: boolean,
  category?: GalleryCategory,
) =>
  newestFirstQueryOptions(
    [...prefix, 'gallery', 'images', { category: category ?? null }],
    (before, signal) => getGalleryImages({ category, before, signal, asStaff }),
  );

/** Visitors' first page of one category or all (what the server renders /gallery with). */
export const getGalleryImagesQueryOptions = (category?: GalleryCategory) =>
  imagesQueryOptions([], false, category);

export const useGalleryImages = (category?: GalleryCategory) =>
  useInfiniteQuery(getGalleryImagesQueryOptions(category));

export const useStaffGalleryImages = (category?: GalleryCategory) =>
  useInfiniteQuery(imagesQueryOptions(staffQueryKey, true, category));

/**
 * The newest visible image tagged with a game, or null: the photo on its machine's page. A
 * public read, so the edge keeps it and a page that showed it is dropped on gallery.changed.
 */
export const getGamePhotoQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: ['gallery', 'game-photo', gameId],
    queryFn: async ({ signal }) => {
      const [newest] = await callApi((await apiRoutes.gallery()).list, {
        query: { game: gameId, limit: '1' },
        signal,
      });
      return newest ?? null;
    },
  });

export const useGamePhoto = (gameId: string) => useQuery(getGamePhotoQueryOptions(gameId));

/** How many images there are, in all and per category (visible ones for visitors). */
const countsQueryOptions = (prefix: readonly string[], asStaff: boolean) =>
  queryOptions({
    queryKey: [...prefix, 'gallery', 'counts'],
    queryFn: async ({ signal }) => callApi((await apiRoutes.gallery()).counts, { signal, asStaff }),
  });

export const getGalleryCountsQueryOptions = () => countsQueryOptions([], false);

export const useGalleryCounts = () => useQuery(getGalleryCountsQueryOptions());

/** After any change: every list and count, the staff's and the public's. */
export const galleryListKeys = [['gallery'], [...staffQueryKey, 'gallery']];
