import { updateGalleryImageSchema, type GalleryImage } from '@venue/contracts/gallery';

import { DialogFor } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { TextAreaField, TextField } from '@/components/ui/form/field';
import { useSaveForm } from '@/lib/use-save-form';

import { updateGalleryImageMutation } from '../api/update-gallery-image';
import { ImageRecordFields } from './image-record-fields';

function EditImageForm({ image, onDone }: { image: GalleryImage; onDone: () => void }) {
  const form = useSaveForm({
    initialValues: () => ({
      originalName: image.originalName,
      description: image.description,
      category: image.category as string,
      isVisible: image.isVisible,
    }),
    editing: image,
    update: {
      schema: updateGalleryImageSchema,
      mutation: updateGalleryImageMutation,
      variables: (edit, { id }) => ({ id, edit }),
      successToast: (saved) => ({
        title: 'Image Updated',
        description: `${saved.originalName} was saved.`,
        variant: 'success',
      }),
      failure: 'Failed to update gallery image',
    },
    errorToast: { title: 'Update Error', serverMessage: true },
    onSaved: onDone,
  });

  return (
    <DialogForm form={form} submitLabel="Save Changes" onCancel={onDone}>
      <TextField
        className="form-grid__wide"
        label="Display Name"
        required
        autoComplete="off"
        maxLength={200}
        {...form.field('originalName')}
      />
      <ImageRecordFields
        category={form.field('category')}
        isVisible={form.values.isVisible}
        onVisibleChange={(visible) => form.setValue('isVisible', visible)}
      />
      <TextAreaField
        className="form-grid__wide"
        label="Description"
        rows={3}
        maxLength={1000}
        {...form.field('description')}
      />
    </DialogForm>
  );
}

type EditImageDialogProps = {
  /** The image to edit; null when the dialog is closed. */
  image: GalleryImage | null;
  onClose: () => void;
};

/** Display name, category, description and visibility of one image. */
export function EditImageDialog({ image, onClose }: EditImageDialogProps) {
  return (
    <DialogFor item={image} onClose={onClose} title={() => 'Edit Image'}>
      {(chosen) => <EditImageForm image={chosen} onDone={onClose} />}
    </DialogFor>
  );
}
