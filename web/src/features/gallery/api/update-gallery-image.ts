import { galleryApi, type UpdateGalleryImage } from '@venue/contracts/gallery';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

import { galleryListKeys } from './get-gallery-images';

/** The edit dialog's fields: display name, category, description, visibility, machine. */
export const updateGalleryImage = ({ id, edit }: { id: string; edit: UpdateGalleryImage }) =>
  callApi(galleryApi.routes.update, { params: { id }, body: edit });

export const updateGalleryImageMutation = apiMutation({
  mutationFn: updateGalleryImage,
  invalidates: galleryListKeys,
});
