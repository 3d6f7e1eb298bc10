import type { GalleryImage } from '@venue/contracts/gallery';
import { useState } from 'react';

import { ConfirmActions } from '@/components/ui/dialog/confirm-dialog';
import { Dialog } from '@/components/ui/dialog/dialog';
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
      <ConfirmActions
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={error}
        onConfirm={() => {
          setError(null);
          remove.mutate({ id: image.id });
        }}
        onCancel={onDone}
      />
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
