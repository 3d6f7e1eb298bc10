import { galleryApi, type CreateGalleryImage } from '@venue/contracts/gallery';

import { callApi } from '@/lib/api-client';

/** A refused or broken PUT of the file: the spec's message, and the server's reason if it gave one. */
export class FileUploadError extends Error {
  readonly reason: string | null;

  constructor(statusText: string, reason: string | null) {
    super(`Upload failed: ${statusText}`);
    this.name = 'FileUploadError';
    this.reason = reason;
  }
}

const reasonOf = (body: string): string | null => {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'message' in parsed
      ? String(parsed.message)
      : null;
  } catch {
    return null;
  }
};

/**
 * PUTs the file to the signed link the server gave. XMLHttpRequest rather than fetch: only it
 * reports how much of a request body has been sent, which the dialog shows per file.
 */
function putFile(uploadURL: string, file: File, onProgress: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new FileUploadError(request.statusText, reasonOf(request.responseText)));
    });
    request.addEventListener('error', () =>
      reject(new FileUploadError('network error', 'The connection was lost during the upload')),
    );
    request.send(file);
  });
}

export type UploadPhase = 'uploading' | 'saving';

/**
 * The spec's flow for one file: a signed link from POST /api/objects/upload, the file PUT to
 * it, then the record with the link's path (the query stripped) as its filename.
 */
export async function uploadGalleryImage(
  file: File,
  record: Omit<CreateGalleryImage, 'filename'>,
  onProgress: (phase: UploadPhase, fraction: number) => void,
) {
  const { uploadURL } = await callApi(galleryApi.routes.uploadUrl);
  onProgress('uploading', 0);
  await putFile(uploadURL, file, (fraction) => onProgress('uploading', fraction));
  onProgress('saving', 1);
  const filename = `${new URL(uploadURL, window.location.origin).pathname}`;
  return callApi(galleryApi.routes.create, { body: { ...record, filename } });
}
