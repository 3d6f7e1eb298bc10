import type { GalleryImage } from '@venue/contracts/gallery';
import { useState } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError } from '@/components/ui/form/field';
import { errorMessageOf } from '@/lib/api-errors';

import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { GalleryPicture } from './gallery-picture';

function DeleteImageActions({ image, onDone }: { image: GalleryImage; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteGalleryImage({
    successToast: {
      title: 'Image Deleted',
      description: `${image.originalName} was removed from the gallery.`,
      variant: 'success',
    },
    errorToast: { title: 'Delete Error', fallback: 'Failed to delete gallery image' },
    onSuccess: onDone,
    onError: (failure) => setError(errorMessageOf(failure, 'Failed to delete gallery image')),
  });
  return (
    <>
      <div className="delete-image">
        <GalleryPicture image={image} sizes="6rem" className="delete-image__preview" />
        <strong className="delete-image__name">{image.originalName}</strong>
      </div>
      <FormError message={error} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn--danger btn--sm"
          disabled={remove.isPending}
          onClick={() => {
            setError(null);
            remove.mutate({ id: image.id });
          }}
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </DialogActions>
    </>
  );
}

type DeleteImageDialogProps = {
  image: GalleryImage | null;
  onClose: () => void;
};

/** The spec's confirmation before an image and its stored files are deleted. */
export function DeleteImageDialog({ image, onClose }: DeleteImageDialogProps) {
  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Delete image?"
      description={<p>Are you sure you want to delete this image?</p>}
    >
      {image ? <DeleteImageActions image={image} onDone={onClose} /> : null}
    </Dialog>
  );
}
