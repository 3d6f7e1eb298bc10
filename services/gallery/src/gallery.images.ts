import sharp, { type Sharp } from 'sharp';
import { variantWidths, type UploadType } from '@venue/contracts/gallery';

/**
 * Every image is decoded and written again by sharp, which keeps no metadata unless asked: EXIF
 * (location, camera, time), XMP and IPTC are gone from what the gallery stores and serves.
 * A camera's rotation is applied to the pixels first, so the picture still stands upright.
 */

// One libvips thread: image work shares the machine with every service and request.
sharp.concurrency(1);
// No libvips operation cache: each image is read once per job, and the cache's up to 50 MB
// (about 40 MB after the seed images' variants) would stay in the product's memory for nothing.
sharp.cache(false);

/** More than any phone's photo (48 MP is 8064 × 6048); a bigger one is refused before decoding. */
export const maxImagePixels = 64_000_000;

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`The image could not be read: ${(cause as Error).message}`, { cause });
    this.name = 'UnreadableImageError';
  }
}

const encoders: Record<UploadType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

const animatedTypes = new Set<UploadType>(['image/gif', 'image/webp']);

/** The upload as the gallery keeps it: the same format, upright, without metadata. */
export async function cleanImage(file: string, type: UploadType): Promise<Buffer> {
  const animated = animatedTypes.has(type);
  try {
    const image = sharp(file, {
      limitInputPixels: maxImagePixels,
      animated,
      // Animations carry no camera orientation; turning each frame is not worth the risk.
      autoOrient: !animated,
    });
    return await encoders[type](image).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

export interface ImageVariants {
  width: number;
  height: number;
  /** Narrowest first; never wider than the original, one per distinct width. */
  variants: Array<{ width: number; bytes: Buffer }>;
}

/** Resized WebP copies for the grid and the large view, and the original's size. */
export async function makeImageVariants(original: Buffer): Promise<ImageVariants> {
  const {
    width,
    height,
    pages = 1,
  } = await sharp(original, {
    limitInputPixels: maxImagePixels,
  }).metadata();
  const animated = pages > 1;
  const variants: ImageVariants['variants'] = [];
  for (const target of variantWidths) {
    const { data, info } = await sharp(original, { limitInputPixels: maxImagePixels, animated })
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    if (!variants.some((variant) => variant.width === info.width)) {
      variants.push({ width: info.width, bytes: data });
    }
  }
  return { width, height, variants };
}
