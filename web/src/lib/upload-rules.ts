import { uploadLimits } from '@venue/contracts/gallery';

/** The spec's checks on chosen files, before anything is sent (the server checks again). */

const allowedTypes = new Set<string>(Object.keys(uploadLimits.types));
const allowedExtensions = new Set<string>(Object.values(uploadLimits.types).flat());

export const acceptAttribute = [
  ...allowedTypes,
  ...[...allowedExtensions].map((ext) => `.${ext}`),
].join(',');

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** An image type by its declared type, or by its name when the browser declares none. */
export const looksLikeImage = (file: File) =>
  file.type ? allowedTypes.has(file.type) : allowedExtensions.has(extensionOf(file.name));

export const isTooLarge = (file: File) => file.size > uploadLimits.maxBytes;

export const maxSizeLabel = `${uploadLimits.maxBytes / 1024 / 1024} MB`;

/** The file's name without its extension: a batch image's display name. */
export const nameWithoutExtension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

export const formatFileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
