import {
  createGalleryImageSchema,
  defaultGalleryCategory,
  uploadLimits,
  type GalleryCategory,
} from '@venue/contracts/gallery';
import { CircleCheck, CircleX, ImageUp, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { toast } from '@/lib/toast';

import { orderedGalleryCategories } from '../gallery-categories';
import { useGalleryUpload, type ChosenFile } from '../hooks/use-gallery-upload';
import {
  acceptAttribute,
  formatFileSize,
  isTooLarge,
  looksLikeImage,
  maxSizeLabel,
  nameWithoutExtension,
} from '../upload-rules';

const categoryOptions = orderedGalleryCategories.map(({ key, label }) => ({ value: key, label }));
const singleDescription = 'Uploaded via staff interface';
const batchDescription = (file: File) => `Auto-uploaded: ${file.name}`;

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

function UploadForm({ onDone }: { onDone: () => void }) {
  const upload = useGalleryUpload();
  const [displayName, setDisplayName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<GalleryCategory>(defaultGalleryCategory);
  const [isVisible, setIsVisible] = useState(true);
  const [nameError, setNameError] = useState<string | undefined>();
  const [notices, setNotices] = useState<string[]>([]);
  const inputId = useId();
  const single = upload.files.length === 1;
  const allDone =
    upload.files.length > 0 && upload.files.every((entry) => entry.progress.state === 'done');

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
    setNameError(undefined);
    upload.choose(accepted);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    const name = createGalleryImageSchema.shape.originalName.safeParse(displayName);
    if (single && !name.success) {
      const message =
        name.error.issues[0]?.message ?? 'Please provide a display name for the image';
      setNameError(message);
      toast({ title: 'Display Name Required', description: message, variant: 'error' });
      document.getElementById(`${inputId}-name`)?.focus();
      return;
    }
    setNotices([]);
    const batch = !single;
    const doneBefore = upload.files.filter((entry) => entry.progress.state === 'done').length;
    const outcome = await upload.start(
      (file) => ({
        originalName: batch ? nameWithoutExtension(file.name) : (name.data ?? displayName),
        description: description.trim() || (batch ? batchDescription(file) : singleDescription),
        category,
        isVisible,
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
    <form className="upload-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
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
            id={`${inputId}-name`}
            className="form-grid__wide"
            label="Display Name"
            required
            autoComplete="off"
            maxLength={200}
            value={displayName}
            error={nameError}
            onChange={(event) => {
              setDisplayName(event.target.value);
              setNameError(undefined);
            }}
          />
        ) : upload.files.length > 1 ? (
          <p className="form-grid__wide upload-form__note">Each image is named after its file.</p>
        ) : null}
        <SelectField
          label="Category"
          options={categoryOptions}
          value={category}
          onChange={(event) => setCategory(event.target.value as GalleryCategory)}
        />
        <label className="checkbox-field upload-form__visible">
          <input
            type="checkbox"
            checked={isVisible}
            onChange={(event) => setIsVisible(event.target.checked)}
          />
          <span>Show on the public gallery</span>
        </label>
        <TextAreaField
          className="form-grid__wide"
          label="Description"
          rows={2}
          maxLength={1000}
          placeholder={
            single || upload.files.length === 0 ? singleDescription : 'Auto-uploaded: {file name}'
          }
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          {allDone ? 'Close' : 'Cancel'}
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={upload.running}>
          {upload.running ? 'Uploading...' : 'Upload'}
        </button>
      </DialogActions>
    </form>
  );
}

type UploadImageDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** Upload New Image: one file with its display name, or several as a batch. */
export function UploadImageDialog({ open, onClose }: UploadImageDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Upload New Image"
      description="One image gets the display name you give it; several are named after their files."
      size="lg"
    >
      {open ? <UploadForm onDone={onClose} /> : null}
    </Dialog>
  );
}
