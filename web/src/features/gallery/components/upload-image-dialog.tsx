import {
  createGalleryImageSchema,
  defaultGalleryCategory,
  uploadLimits,
} from '@venue/contracts/gallery';
import { CircleCheck, CircleX, ImageUp, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { z } from 'zod';

import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { TextAreaField, TextField } from '@/components/ui/form/field';
import { toast } from '@/lib/toast';
import {
  acceptAttribute,
  formatFileSize,
  isTooLarge,
  looksLikeImage,
  maxSizeLabel,
  nameWithoutExtension,
} from '@/lib/upload-rules';
import { useContractForm } from '@/lib/use-contract-form';

import { useGalleryUpload, type ChosenFile } from '../hooks/use-gallery-upload';
import type { Machines } from '../machines';
import { ImageRecordFields } from './image-record-fields';

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

function FileRow({
  entry,
  removable,
  onRemove,
}: {
  entry: ChosenFile;
  removable: boolean;
  onRemove: () => void;
}) {
  const { file, progress } = entry;
  const percent =
    progress.state === 'uploading'
      ? Math.round(progress.fraction * 100)
      : progress.state === 'saving' || progress.state === 'done'
        ? 100
        : 0;
  const status =
    progress.state === 'waiting'
      ? 'Ready'
      : progress.state === 'uploading'
        ? `Uploading ${percent}%`
        : progress.state === 'saving'
          ? 'Saving...'
          : progress.state === 'done'
            ? 'Uploaded'
            : `Failed: ${progress.reason}`;
  return (
    <li className={`upload-file upload-file--${progress.state}`}>
      <div className="upload-file__line">
        {progress.state === 'done' ? (
          <CircleCheck aria-hidden="true" className="upload-file__icon upload-file__icon--done" />
        ) : progress.state === 'failed' ? (
          <CircleX aria-hidden="true" className="upload-file__icon upload-file__icon--failed" />
        ) : (
          <ImageUp aria-hidden="true" className="upload-file__icon" />
        )}
        <span className="upload-file__name">{file.name}</span>
        <span className="upload-file__size">{formatFileSize(file.size)}</span>
        {removable ? (
          <button
            type="button"
            className="upload-file__remove"
            aria-label={`Remove ${file.name}`}
            onClick={onRemove}
          >
            <X aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <progress
        className="upload-file__progress"
        max={100}
        value={percent}
        aria-label={`${file.name} upload progress`}
      />
      <p className="upload-file__status">{status}</p>
    </li>
  );
}

function UploadForm({ machines, onDone }: { machines: Machines; onDone: () => void }) {
  const upload = useGalleryUpload();
  const [notices, setNotices] = useState<string[]>([]);
  const inputId = useId();
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
    if (chosen.length > uploadLimits.maxFiles) {
      const message = `Please select no more than ${uploadLimits.maxFiles} files`;
      toast({ title: 'Too Many Files', description: message, variant: 'error' });
      setNotices([message]);
      return;
    }
    const problems: string[] = [];
    const accepted = chosen.filter((file) => {
      if (!looksLikeImage(file)) {
        const message = `${file.name} is not an image file`;
        toast({ title: 'Invalid File', description: message, variant: 'error' });
        problems.push(message);
        return false;
      }
      if (isTooLarge(file)) {
        const message = `${file.name} is larger than ${maxSizeLabel}`;
        toast({ title: 'File Too Large', description: message, variant: 'error' });
        problems.push(message);
        return false;
      }
      return true;
    });
    setNotices(problems);
    form.clearErrors();
    upload.choose(accepted);
  };

  const send = async ({
    originalName,
    description,
    category,
    isVisible,
    gameId,
  }: z.output<typeof batchUploadSchema>) => {
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
    const outcome = await upload.start(
      (file) => ({
        originalName: batch ? nameWithoutExtension(file.name) : originalName,
        description: description.trim() || (batch ? batchDescription(file) : singleDescription),
        category,
        isVisible,
        ...(gameId !== undefined && { gameId }),
      }),
      (file, stage) => {
        if (stage === 'file' || batch) {
          toast({
            title: 'Upload Failed',
            description: `Failed to upload ${file.name}`,
            variant: 'error',
          });
        }
      },
    );
    if (outcome.sessionEnded) return;
    const { uploaded, failed } = outcome;
    if (failed.length === 0) {
      toast(
        batch
          ? {
              title: 'Batch Upload Complete',
              description: `Successfully uploaded ${uploaded.length} images to gallery`,
              variant: 'success',
            }
          : {
              title: 'Image Uploaded',
              description: `${uploaded[0]?.file.name ?? 'The image'} is in the gallery.`,
              variant: 'success',
            },
      );
      onDone();
      return;
    }
    if (!batch) {
      if (failed[0]?.progress.state === 'failed' && failed[0].progress.stage === 'record') {
        toast({
          title: 'Upload Error',
          description: 'Failed to upload gallery image',
          variant: 'error',
        });
      }
    } else if (uploaded.length + doneBefore === 0) {
      toast({ title: 'Upload Error', description: 'Failed to upload files', variant: 'error' });
    } else {
      toast({
        title: 'Batch Upload Error',
        description: 'Some images failed to upload',
        variant: 'error',
      });
    }
    setNotices([
      failed.length === 1
        ? `${failed[0]?.file.name} was not uploaded. Upload again to retry it.`
        : `${failed.length} images were not uploaded. Upload again to retry them.`,
    ]);
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
      <div className="upload-drop">
        <input
          id={inputId}
          className="upload-drop__input"
          type="file"
          multiple
          accept={acceptAttribute}
          disabled={upload.running}
          onChange={handleFiles}
        />
        <label htmlFor={inputId} className="upload-drop__label">
          <ImageUp aria-hidden="true" />
          <span className="upload-drop__title">Choose images</span>
          <span className="upload-drop__hint">
            JPG, PNG, GIF or WebP, up to {maxSizeLabel} each, at most {uploadLimits.maxFiles} at a
            time.
          </span>
        </label>
      </div>

      {notices.length > 0 ? (
        <div className="upload-notices" role="alert">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}

      {upload.files.length > 0 ? (
        <ul className="upload-files" aria-label="Chosen images">
          {upload.files.map((entry) => (
            <FileRow
              key={entry.key}
              entry={entry}
              removable={!upload.running && entry.progress.state !== 'done'}
              onRemove={() => upload.remove(entry.key)}
            />
          ))}
        </ul>
      ) : null}

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
          category={form.field('category')}
          machine={form.field('gameId')}
          machines={machines}
          isVisible={form.values.isVisible}
          onVisibleChange={(visible) => form.setValue('isVisible', visible)}
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
