import { uploadLimits } from '@venue/contracts/gallery';

/** The photo types a browser can draw and write again without losing anything that matters. */
const stillTypes = ['image/jpeg', 'image/png'] as const;
type StillType = (typeof stillTypes)[number];
const isStill = (type: string): type is StillType =>
  (stillTypes as readonly string[]).includes(type);

/**
 * The photo as the gallery takes it: a JPEG or PNG with more pixels than it may have
 * (`uploadLimits.maxPixels`, 12 MP; many phones take 24 or 48) is drawn again at that size here,
 * upright as the phone held it, so the player need not shrink it; any other file goes as it is
 * (the gallery says what is wrong with it).
 */
export async function withinPixelLimit(photo: File): Promise<File> {
  if (!isStill(photo.type)) return photo;
  const limit = uploadLimits.maxPixels[photo.type];
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return photo;
  }
  try {
    const pixels = bitmap.width * bitmap.height;
    if (pixels <= limit) return photo;
    const scale = Math.sqrt(limit / pixels);
    const canvas = new OffscreenCanvas(
      Math.floor(bitmap.width * scale),
      Math.floor(bitmap.height * scale),
    );
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const smaller = await canvas.convertToBlob({ type: photo.type, quality: 0.9 });
    return new File([smaller], photo.name, { type: photo.type });
  } finally {
    bitmap.close();
  }
}
