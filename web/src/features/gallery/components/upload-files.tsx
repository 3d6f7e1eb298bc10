import { uploadLimits } from '@venue/contracts/gallery';
import { CircleCheck, CircleX, ImageUp, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';

import { acceptAttribute, formatFileSize, maxSizeLabel } from '@/lib/upload-rules';

import type { ChosenFile } from '../hooks/use-gallery-upload';

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
            className="close-button upload-file__remove"
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

/** The chosen images, each with its progress and (while it can still go) its remove button. */
export function ChosenFiles({
  files,
  running,
  onRemove,
}: {
  files: ChosenFile[];
  running: boolean;
  onRemove: (key: string) => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="upload-files" aria-label="Chosen images">
      {files.map((entry) => (
        <FileRow
          key={entry.key}
          entry={entry}
          removable={!running && entry.progress.state !== 'done'}
          onRemove={() => onRemove(entry.key)}
        />
      ))}
    </ul>
  );
}

/** The file input, shown as a drop area that says which images it takes. */
export function FileDrop({
  disabled,
  onChange,
}: {
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const inputId = useId();
  return (
    <div className="upload-drop">
      <input
        id={inputId}
        className="upload-drop__input"
        type="file"
        multiple
        accept={acceptAttribute}
        disabled={disabled}
        onChange={onChange}
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
  );
}

/** What went wrong with the last choice or upload, announced when it appears. */
export function UploadNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="upload-notices danger-box" role="alert">
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  );
}
