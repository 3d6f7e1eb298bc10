import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { staffQueryKey, type QueryConfig } from '@/lib/query-client';

/** Visitors: the visible images, newest first (the edge keeps this answer). */
export const getGalleryImages = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.gallery()).list, { signal });

export const getGalleryImagesQueryOptions = () =>
  queryOptions({
    queryKey: ['gallery'],
    queryFn: ({ signal }) => getGalleryImages({ signal }),
  });

export const useGalleryImages = ({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getGalleryImagesQueryOptions> } = {}) =>
  useQuery({ ...getGalleryImagesQueryOptions(), ...queryConfig });

/** Staff: every image, hidden ones too (the same route, answered differently with the token). */
export const getStaffGalleryImages = async ({ signal }: { signal?: AbortSignal } = {}) =>
  callApi((await apiRoutes.gallery()).list, { asStaff: true, signal });

export const getStaffGalleryImagesQueryOptions = () =>
  queryOptions({
    queryKey: [...staffQueryKey, 'gallery'],
    queryFn: ({ signal }) => getStaffGalleryImages({ signal }),
  });

export const useStaffGalleryImages = ({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getStaffGalleryImagesQueryOptions> } = {}) =>
  useQuery({ ...getStaffGalleryImagesQueryOptions(), ...queryConfig });

/** After any change: the staff list and the public one. */
export const galleryListKeys = [
  getGalleryImagesQueryOptions().queryKey,
  getStaffGalleryImagesQueryOptions().queryKey,
];
