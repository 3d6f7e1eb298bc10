import { useQueryClient } from '@tanstack/react-query';
import type { CreateGalleryImage, GalleryImage } from '@venue/contracts/gallery';
import { useCallback, useRef, useState } from 'react';

import { isSessionEnd } from '@/lib/api-client';
import { errorMessageOf } from '@/lib/api-errors';

import { galleryListKeys } from '../api/get-gallery-images';
import { FileUploadError, uploadGalleryImage } from '../api/upload-gallery-image';

export type FileProgress =
  | { state: 'waiting' }
  | { state: 'uploading'; fraction: number }
  | { state: 'saving' }
  | { state: 'done'; image: GalleryImage }
  /** `file`: the bytes were refused or lost; `record`: stored, but the record was not saved. */
  | { state: 'failed'; stage: 'file' | 'record'; reason: string };

export type ChosenFile = { key: string; file: File; progress: FileProgress };

export type UploadOutcome = { uploaded: ChosenFile[]; failed: ChosenFile[]; sessionEnded: boolean };

const failureReason = (error: unknown) =>
  error instanceof FileUploadError
    ? (error.reason ?? error.message)
    : errorMessageOf(error, 'The image could not be saved');

let nextKey = 0;

/**
 * The files chosen in the upload dialog and each one's progress: one after another, each is
 * given a signed link, sent (with its progress), then saved as a record. A file that fails does
 * not stop the others.
 */
export function useGalleryUpload() {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);

  const setProgress = (key: string, progress: FileProgress) =>
    setFiles((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, progress } : entry)),
    );

  const choose = useCallback((chosen: File[]) => {
    setFiles(
      chosen.map((file) => {
        nextKey += 1;
        return { key: `file-${nextKey}`, file, progress: { state: 'waiting' } };
      }),
    );
  }, []);

  const remove = useCallback(
    (key: string) => setFiles((current) => current.filter((entry) => entry.key !== key)),
    [],
  );

  /** Uploads every file that is not done yet, each with the record fields made for it. */
  const start = async (
    recordFor: (file: File) => Omit<CreateGalleryImage, 'filename'>,
    onFailed?: (file: File, stage: 'file' | 'record') => void,
  ): Promise<UploadOutcome> => {
    const outcome: UploadOutcome = { uploaded: [], failed: [], sessionEnded: false };
    if (runningRef.current) return outcome;
    runningRef.current = true;
    setRunning(true);
    try {
      for (const entry of files) {
        if (entry.progress.state === 'done') continue;
        let stage: 'file' | 'record' = 'file';
        try {
          const image = await uploadGalleryImage(
            entry.file,
            recordFor(entry.file),
            (phase, fraction) => {
              if (phase === 'saving') stage = 'record';
              setProgress(
                entry.key,
                phase === 'uploading' ? { state: 'uploading', fraction } : { state: 'saving' },
              );
            },
          );
          const done: FileProgress = { state: 'done', image };
          setProgress(entry.key, done);
          outcome.uploaded.push({ ...entry, progress: done });
        } catch (error) {
          const failed: FileProgress = { state: 'failed', stage, reason: failureReason(error) };
          setProgress(entry.key, failed);
          outcome.failed.push({ ...entry, progress: failed });
          if (isSessionEnd(error)) {
            outcome.sessionEnded = true;
            break;
          }
          onFailed?.(entry.file, stage);
        }
      }
    } finally {
      runningRef.current = false;
      setRunning(false);
      if (outcome.uploaded.length > 0) {
        for (const queryKey of galleryListKeys) void queryClient.invalidateQueries({ queryKey });
      }
    }
    return outcome;
  };

  return { files, running, choose, remove, start };
}
