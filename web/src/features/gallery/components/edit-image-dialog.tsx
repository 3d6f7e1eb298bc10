import { updateGalleryImageSchema, type GalleryImage } from '@venue/contracts/gallery';
import { z } from 'zod';

import { DialogFor } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { FormFields } from '@/components/ui/form/form-fields';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';

import { updateGalleryImageMutation } from '../api/update-gallery-image';
import type { Machines } from '../machines';
import { ImageRecordFields } from './image-record-fields';

/** The contract's edit, with the Machine select's None ('') sent as null: the tag removed. */
const editImageSchema = updateGalleryImageSchema.extend({
  gameId: z
    .string()
    .transform((id) => id || null)
    .pipe(updateGalleryImageSchema.shape.gameId.unwrap()),
});

type EditImageFormProps = { image: GalleryImage; machines: Machines; onDone: () => void };

function EditImageForm({ image, machines, onDone }: EditImageFormProps) {
  const form = useSaveForm({
    initialValues: () => ({
      originalName: image.originalName,
      description: image.description,
      category: image.category as string,
      isVisible: image.isVisible,
      gameId: image.gameId ?? '',
    }),
    editing: image,
    update: {
      schema: editImageSchema,
      mutation: updateGalleryImageMutation,
      variables: (edit, { id }) => ({ id, edit }),
      successToast: successToastOf('Image Updated', (saved) => `${saved.originalName} was saved.`),
      failure: 'Failed to update gallery image',
    },
    errorToast: { title: 'Update Error', serverMessage: true },
    onSaved: onDone,
  });

  return (
    <DialogForm
      form={form}
      submitLabel="Save Changes"
      onCancel={onDone}
      fields={[
        {
          text: 'originalName',
          label: 'Display Name',
          required: true,
          wide: true,
          maxLength: 200,
        },
      ]}
    >
      <ImageRecordFields form={form} machines={machines} />
      <FormFields
        field={form.field}
        fields={[
          { area: 'description', label: 'Description', wide: true, rows: 3, maxLength: 1000 },
        ]}
      />
    </DialogForm>
  );
}

type EditImageDialogProps = {
  /** The image to edit; null when the dialog is closed. */
  image: GalleryImage | null;
  /** The games it may be tagged with. */
  machines: Machines;
  onClose: () => void;
};

/** Display name, category, description, visibility and machine of one image. */
export function EditImageDialog({ image, machines, onClose }: EditImageDialogProps) {
  return (
    <DialogFor item={image} onClose={onClose} title={() => 'Edit Image'}>
      {(chosen) => <EditImageForm image={chosen} machines={machines} onDone={onClose} />}
    </DialogFor>
  );
}
