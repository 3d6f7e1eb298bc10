import { createGalleryImageSchema, defaultGalleryCategory } from '@venue/contracts/gallery';
import { useState, type ChangeEvent } from 'react';
import { z } from 'zod';

import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { TextAreaField, TextField } from '@/components/ui/form/field';
import { toast } from '@/lib/toast';
import { nameWithoutExtension } from '@/lib/upload-rules';
import { useContractForm } from '@/lib/use-contract-form';

import { useGalleryUpload } from '../hooks/use-gallery-upload';
import type { Machines } from '../machines';
import { ImageRecordFields } from './image-record-fields';
import { ChosenFiles, FileDrop, UploadNotices } from './upload-files';
import { checkChosenFiles, sayUploadOutcome } from './upload-notices';

const singleDescription = 'Uploaded via staff interface';
const batchDescription = (file: File) => `Auto-uploaded: ${file.name}`;

/**
 * The record fields the dialog asks for, checked with the contract's rules: one image needs its
 * display name; a batch's images are named after their files. A blank description is filled in,
 * and the Machine select's None ('') sends no tag.
 */
const uploadFields = createGalleryImageSchema.pick({ category: true, isVisible: true }).extend({
  description: z.string(),
  gameId: z
    .string()
    .transform((id) => id || undefined)
    .pipe(createGalleryImageSchema.shape.gameId),
});
const singleUploadSchema = uploadFields.extend({
  originalName: createGalleryImageSchema.shape.originalName,
});
const batchUploadSchema = uploadFields.extend({ originalName: z.string() });

type UploadFields = z.output<typeof batchUploadSchema>;

/** The record each file is saved with: a batch's images are named and described after their files. */
const recordFor =
  ({ originalName, description, category, isVisible, gameId }: UploadFields, batch: boolean) =>
  (file: File) => ({
    originalName: batch ? nameWithoutExtension(file.name) : originalName,
    description: description.trim() || (batch ? batchDescription(file) : singleDescription),
    category,
    isVisible,
    ...(gameId !== undefined && { gameId }),
  });

function UploadForm({ machines, onDone }: { machines: Machines; onDone: () => void }) {
  const upload = useGalleryUpload();
  const [notices, setNotices] = useState<string[]>([]);
  const single = upload.files.length === 1;
  const allDone =
    upload.files.length > 0 && upload.files.every((entry) => entry.progress.state === 'done');
  const form = useContractForm({
    schema: single ? singleUploadSchema : batchUploadSchema,
    initialValues: {
      originalName: '',
      description: '',
      category: defaultGalleryCategory as string,
      isVisible: true,
      gameId: '',
    },
    onInvalid: ({ originalName }) => {
      if (originalName) {
        toast({ title: 'Display Name Required', description: originalName, variant: 'error' });
      }
    },
    onSubmit: (fields) => void send(fields),
  });

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = ''; // choosing the same files again still fires a change
    if (chosen.length === 0) return;
    const { accepted, problems } = checkChosenFiles(chosen);
    setNotices(problems);
    if (!accepted) return;
    form.clearErrors();
    upload.choose(accepted);
  };

  const send = async (fields: UploadFields) => {
    if (upload.running) return;
    if (upload.files.length === 0) {
      toast({
        title: 'No Files Selected',
        description: 'Please choose at least one image to upload.',
        variant: 'error',
      });
      setNotices(['Please choose at least one image to upload.']);
      return;
    }
    setNotices([]);
    const batch = !single;
    const doneBefore = upload.files.filter((entry) => entry.progress.state === 'done').length;
    const outcome = await upload.start(recordFor(fields, batch), (file, stage) => {
      if (stage === 'file' || batch) {
        toast({
          title: 'Upload Failed',
          description: `Failed to upload ${file.name}`,
          variant: 'error',
        });
      }
    });
    if (outcome.sessionEnded) return;
    const notice = sayUploadOutcome(outcome, { batch, doneBefore });
    if (notice) setNotices([notice]);
    else onDone();
  };

  return (
    <DialogForm
      form={{ ...form, pending: upload.running }}
      className="upload-form"
      submitLabel="Upload"
      pendingLabel="Uploading..."
      cancelLabel={allDone ? 'Close' : 'Cancel'}
      onCancel={onDone}
    >
      <FileDrop disabled={upload.running} onChange={handleFiles} />

      <UploadNotices notices={notices} />

      <ChosenFiles files={upload.files} running={upload.running} onRemove={upload.remove} />

      <div className="form-grid form-grid--two">
        {single ? (
          <TextField
            className="form-grid__wide"
            label="Display Name"
            required
            autoComplete="off"
            maxLength={200}
            {...form.field('originalName')}
          />
        ) : upload.files.length > 1 ? (
          <p className="form-grid__wide upload-form__note">Each image is named after its file.</p>
        ) : null}
        <ImageRecordFields
          form={form}
          machines={machines}
          visibleClassName="upload-form__visible"
        />
        <TextAreaField
          className="form-grid__wide"
          label="Description"
          rows={2}
          maxLength={1000}
          placeholder={
            single || upload.files.length === 0 ? singleDescription : 'Auto-uploaded: {file name}'
          }
          {...form.field('description')}
        />
      </div>
    </DialogForm>
  );
}

type UploadImageDialogProps = {
  open: boolean;
  /** The games the images may be tagged with. */
  machines: Machines;
  onClose: () => void;
};

/** Upload New Image: one file with its display name, or several as a batch. */
export function UploadImageDialog({ open, machines, onClose }: UploadImageDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Upload New Image"
      description="One image gets the display name you give it; several are named after their files."
      size="lg"
    >
      {open ? <UploadForm machines={machines} onDone={onClose} /> : null}
    </Dialog>
  );
}
