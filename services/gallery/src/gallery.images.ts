import sharp, { type Sharp } from 'sharp';
import { uploadLimits, variantWidths, type UploadType } from '@venue/contracts/gallery';

/**
 * Every image is decoded and written again by sharp, which keeps no metadata unless asked: EXIF
 * (location, camera, time), XMP and IPTC are gone from what the gallery stores and serves.
 * A camera's rotation is applied to the pixels first, so the picture still stands upright.
 *
 * What an image costs is libvips' memory, outside the heap's limit, so it is bounded here: by
 * the pixels each type may have (uploadLimits.maxPixels, checked from the file's header before
 * a pixel is decoded, and again by sharp's own limit), and by reading one image at a time in
 * this process. Measured at the limits (peak resident memory over the process's, the worst of
 * noise and of one colour): a 12 MP progressive JPEG about 50 MB, an interlaced PNG about 40 MB,
 * a Full HD GIF or WebP about 65 MB. Without the limits a 44 kB GIF took 860 MB, and three of
 * them at once 2.6 GB.
 */

// One libvips thread: image work shares the machine with every service and request.
sharp.concurrency(1);
// No libvips operation cache: each image is read once per job, and the cache's up to 50 MB
// (about 40 MB after the seed images' variants) would stay in the product's memory for nothing.
sharp.cache(false);

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`The image could not be read: ${(cause as Error).message}`, { cause });
    this.name = 'UnreadableImageError';
  }
}

const typeNames: Record<UploadType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};
/** More pixels than an image of its type may have (uploadLimits.maxPixels). */
export class TooManyPixelsError extends Error {
  constructor(type: UploadType, pixels: number) {
    const count = (value: number) => value.toLocaleString('en-US');
    super(
      `The image is too large: ${count(pixels)} pixels, where a ${typeNames[type]} may have ` +
        `${count(uploadLimits.maxPixels[type])}${animatedTypes.has(type) ? ', every frame counted' : ''}`,
    );
    this.name = 'TooManyPixelsError';
  }
}

/** The types whose every frame is read: each frame's pixels count towards the limit. */
const animatedTypes = new Set<UploadType>(['image/gif', 'image/webp']);

let turns: Promise<unknown> = Promise.resolve();
/** Runs the work once every image before it is done: one image in memory at a time. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = turns.then(work);
  turns = turn.catch(() => undefined);
  return turn;
}

/** How sharp reads an image of the type: all its frames if it may have several, within its limit. */
const readOptions = (type: UploadType) => {
  const animated = animatedTypes.has(type);
  return {
    animated,
    limitInputPixels: uploadLimits.maxPixels[type],
    // Animations carry no camera orientation; turning each frame is not worth the risk.
    autoOrient: !animated,
  };
};

/** Refuses an image whose header says it has more pixels than its type may have. */
async function checkPixels(input: string | Buffer, type: UploadType) {
  let width: number;
  let height: number;
  try {
    // With every frame read, the height is the frames' heights together.
    ({ width, height } = await sharp(input, {
      animated: animatedTypes.has(type),
      limitInputPixels: false,
    }).metadata());
  } catch (error) {
    throw new UnreadableImageError(error);
  }
  if (width * height > uploadLimits.maxPixels[type]) {
    throw new TooManyPixelsError(type, width * height);
  }
}

const encoders: Record<UploadType, (image: Sharp) => Sharp> = {
  // Huffman tables made for the image would hold all of it (70 MB at 12 MP) before a byte is
  // written; the standard tables write it as it is read, for a few percent more bytes.
  'image/jpeg': (image) => image.jpeg({ quality: 90, optimiseCoding: false }),
  'image/png': (image) => image.png(),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

/** The upload as the gallery keeps it: the same format, upright, without metadata. */
export function cleanImage(file: string, type: UploadType): Promise<Buffer> {
  return inTurn(async () => {
    await checkPixels(file, type);
    try {
      return await encoders[type](sharp(file, readOptions(type))).toBuffer();
    } catch (error) {
      throw new UnreadableImageError(error);
    }
  });
}

interface ImageVariants {
  width: number;
  height: number;
  /** Narrowest first; never wider than the original, one per distinct width. */
  variants: Array<{ width: number; bytes: Buffer }>;
}

const typeOfFormat: Record<string, UploadType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Resized WebP copies for the grid and the large view, and the original's size. */
export function makeImageVariants(original: Buffer): Promise<ImageVariants> {
  return inTurn(async () => {
    const { format, width, height } = await sharp(original, { limitInputPixels: false }).metadata();
    const type = typeOfFormat[format];
    if (!type) throw new UnreadableImageError(new Error(`${format} is not a gallery image`));
    await checkPixels(original, type);
    const variants: ImageVariants['variants'] = [];
    for (const target of variantWidths) {
      const { data, info } = await sharp(original, readOptions(type))
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      if (!variants.some((variant) => variant.width === info.width)) {
        variants.push({ width: info.width, bytes: data });
      }
    }
    return { width, height, variants };
  });
}
