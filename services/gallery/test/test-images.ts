import sharp from 'sharp';

/** Real images made for a test, in the formats staff upload. */
export const pngImage = (width = 64, height = 48, background = '#9333ea') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export const jpegImage = (width = 64, height = 48, background = '#06b6d4') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

export const gifImage = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#84cc16' } })
    .gif()
    .toBuffer();

export const webpImage = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#d946ef' } })
    .webp()
    .toBuffer();

/** What a phone writes: where the picture was taken, in the GPS directory of its EXIF. */
export const gpsTags = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '49/1 53/1 13/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '97/1 7/1 50/1',
  GPSMapDatum: 'WGS-84',
};

/** A photo with GPS tags, taken on its side (EXIF orientation 6: turn 90° clockwise to view). */
export const jpegWithLocation = (width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: '#f59e0b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Venue Test Camera' }, IFD3: gpsTags })
    .toBuffer();
