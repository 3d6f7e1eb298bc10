import { galleryApi } from '@venue/contracts/gallery';

import { callApi } from '@/lib/api-client';
import { useApiMutation, type MutationHookOptions } from '@/lib/use-api-mutation';

import { galleryListKeys } from './get-gallery-images';

/** 204; the record's stored image and variants go with it. */
export const deleteGalleryImage = async ({ id }: { id: string }): Promise<void> => {
  await callApi(galleryApi.routes.remove, { params: { id } });
};

export const useDeleteGalleryImage = (
  options: MutationHookOptions<typeof deleteGalleryImage> = {},
) => useApiMutation({ ...options, mutationFn: deleteGalleryImage, invalidates: galleryListKeys });
