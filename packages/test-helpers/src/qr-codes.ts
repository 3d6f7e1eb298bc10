import jsQR from 'jsqr';
import sharp from 'sharp';

/** Reads a code as a phone would: the SVG drawn to pixels, then decoded. */
export async function decodeQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data;
}

/** One code of a sheet on its own, large enough to read. */
export const drawnLarge = (code: string) =>
  code.replace(/ x="[^"]+" y="[^"]+" width="(\d+)" height="\1"/, ' width="400" height="400"');

/** The codes on one of the machines' QR sheets, each drawn on its own, large enough to read. */
export const codesOfSheet = (sheet: string) =>
  [
    ...sheet.matchAll(
      /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" x="[^"]+" y="[^"]+" width="(\d+)" height="\1"[^>]*>.*?<\/svg>/g,
    ),
  ].map(([code]) => drawnLarge(code));
