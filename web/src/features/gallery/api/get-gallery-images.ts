import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { galleryApi, type GalleryCategory } from '@venue/contracts/gallery';

import { callApi, callApiPage } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

type ListInput = { category?: GalleryCategory; before?: string; signal?: AbortSignal };

/**
 * A page of the images, newest first, of one category or all, after the cursor `before`.
 * Visitors get the visible ones (the edge keeps these answers); staff, with their token, every one.
 */
export const getGalleryImages = ({
  category,
  before,
  signal,
  asStaff,
}: ListInput & { asStaff?: boolean }) =>
  callApiPage(galleryApi.routes.list, {
    query: { ...(category && { category }), ...(before !== undefined && { before }) },
    signal,
    asStaff,
  });

const imagesQueryOptions = (
  prefix: readonly string[],
  asStaff: boolean,
  category?: GalleryCategory,
) =>
  infiniteQueryOptions({
    queryKey: [...prefix, 'gallery', 'images', { category: category ?? null }],
    queryFn: ({ pageParam, signal }) =>
      getGalleryImages({ category, before: pageParam, signal, asStaff }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next?.before,
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? 0,
    }),
  });

export const useGalleryImages = (category?: GalleryCategory) =>
  useInfiniteQuery(imagesQueryOptions([], false, category));

export const useStaffGalleryImages = (category?: GalleryCategory) =>
  useInfiniteQuery(imagesQueryOptions(staffQueryKey, true, category));

/** How many images there are, in all and per category (visible ones for visitors). */
const countsQueryOptions = (prefix: readonly string[], asStaff: boolean) =>
  queryOptions({
    queryKey: [...prefix, 'gallery', 'counts'],
    queryFn: ({ signal }) => callApi(galleryApi.routes.counts, { signal, asStaff }),
  });

export const useGalleryCounts = () => useQuery(countsQueryOptions([], false));

/** After any change: every list and count, the staff's and the public's. */
export const galleryListKeys = [['gallery'], [...staffQueryKey, 'gallery']];
