import { updateGalleryImageSchema, type GalleryImage } from '@venue/contracts/gallery';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { useContractForm } from '@/lib/use-contract-form';

import { useUpdateGalleryImage } from '../api/update-gallery-image';
import { orderedGalleryCategories } from '../gallery-categories';

const categoryOptions = orderedGalleryCategories.map(({ key, label }) => ({ value: key, label }));

function EditImageForm({ image, onDone }: { image: GalleryImage; onDone: () => void }) {
  const form = useContractForm({
    schema: updateGalleryImageSchema,
    initialValues: () => ({
      originalName: image.originalName,
      description: image.description,
      category: image.category as string,
      isVisible: image.isVisible,
    }),
    onSubmit: (edit) => {
      if (!update.isPending) update.mutate({ id: image.id, edit });
    },
  });
  const update = useUpdateGalleryImage({
    successToast: (saved) => ({
      title: 'Image Updated',
      description: `${saved.originalName} was saved.`,
      variant: 'success',
    }),
    errorToast: { title: 'Update Error', fallback: 'Failed to update gallery image' },
    onSuccess: onDone,
    // Said inside the dialog too: the page behind a modal (toasts included) is inert.
    onError: (error) => form.setServerError(error, 'Failed to update gallery image'),
  });

  return (
    <form className="form-grid form-grid--two" {...form.formProps}>
      <TextField
        className="form-grid__wide"
        label="Display Name"
        required
        autoComplete="off"
        maxLength={200}
        {...form.field('originalName')}
      />
      <SelectField label="Category" options={categoryOptions} {...form.field('category')} />
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="isVisible"
          checked={form.values.isVisible}
          onChange={(event) => form.setValue('isVisible', event.target.checked)}
        />
        <span>Show on the public gallery</span>
      </label>
      <TextAreaField
        className="form-grid__wide"
        label="Description"
        rows={3}
        maxLength={1000}
        {...form.field('description')}
      />
      <FormError className="form-grid__wide" message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </DialogActions>
    </form>
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
    <Dialog open={image !== null} onClose={onClose} title="Edit Image">
      {image ? <EditImageForm image={image} onDone={onClose} /> : null}
    </Dialog>
  );
}
