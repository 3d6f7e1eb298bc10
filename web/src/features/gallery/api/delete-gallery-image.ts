import { galleryApi } from '@venue/contracts/gallery';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { galleryListKeys } from './get-gallery-images';

/** 204; the record's stored image and variants go with it. */
export const deleteGalleryImage = async ({ id }: { id: string }): Promise<void> => {
  await callApi(galleryApi.routes.remove, { params: { id } });
};

export const deleteGalleryImageMutation = apiMutation({
  mutationFn: deleteGalleryImage,
  invalidates: galleryListKeys,
});
