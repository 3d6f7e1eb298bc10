/**
 * Images that are small files and large pictures, written byte by byte so that making one costs
 * the test nothing like what reading it costs the server.
 */
import { crc32, deflateSync } from 'node:zlib';

/** The GIF's LZW code stream for the colour indices (omggif's encoder, in short). */
function lzwCodes(count: number, indexAt: (position: number) => number, minCodeSize: number) {
  const clearCode = 1 << minCodeSize;
  const endCode = clearCode + 1;
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let codeSize = minCodeSize + 1;
  const emit = (code: number) => {
    bits |= code << bitCount;
    bitCount += codeSize;
    while (bitCount >= 8) {
      bytes.push(bits & 0xff);
      bits >>>= 8;
      bitCount -= 8;
    }
  };
  // The code table as a trie: the code for (code, index), or 0 for none; the keys set, to clear.
  const table = new Uint16Array(4096 * 256);
  const keys: number[] = [];
  let nextCode = endCode + 1;
  emit(clearCode);
  let current = indexAt(0);
  for (let position = 1; position < count; position += 1) {
    const index = indexAt(position);
    const key = (current << 8) | index;
    const known = table[key]!;
    if (known !== 0) {
      current = known;
      continue;
    }
    emit(current);
    if (nextCode === 4096) {
      emit(clearCode);
      for (const used of keys) table[used] = 0;
      keys.length = 0;
      nextCode = endCode + 1;
      codeSize = minCodeSize + 1;
    } else {
      // The decoder widens its codes one entry after the encoder adds it.
      if (nextCode >= 1 << codeSize) codeSize += 1;
      table[key] = nextCode;
      keys.push(key);
      nextCode += 1;
    }
    current = index;
  }
  emit(current);
  emit(endCode);
  if (bitCount > 0) bytes.push(bits & 0xff);
  return Buffer.from(bytes);
}

const uint16 = (value: number) => Buffer.from([value & 0xff, value >> 8]);

/** A still GIF with a 256-colour palette, each pixel's colour index given by `indexAt`. */
function gif(width: number, height: number, indexAt: (position: number) => number) {
  const palette = Buffer.alloc(256 * 3);
  for (let index = 0; index < 256; index += 1) {
    palette.writeUIntBE(((index * 2654435761) >>> 8) & 0xffffff, index * 3, 3);
  }
  const codes = lzwCodes(width * height, indexAt, 8);
  const blocks: Buffer[] = [];
  for (let start = 0; start < codes.length; start += 255) {
    const block = codes.subarray(start, start + 255);
    blocks.push(Buffer.from([block.length]), block);
  }
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    uint16(width),
    uint16(height),
    // A global colour table of 256 colours, 8 bits of colour resolution.
    Buffer.from([0xf7, 0, 0]),
    palette,
    Buffer.from([0x2c]),
    uint16(0),
    uint16(0),
    uint16(width),
    uint16(height),
    Buffer.from([0, 8]),
    ...blocks,
    Buffer.from([0, 0x3b]),
  ]);
}

/** One colour throughout: 2000 × 32000 is 44 kB, and 64 megapixels once decoded. */
export const solidGif = (width: number, height: number) => gif(width, height, () => 0);

/**
 * Every pixel a random colour of 256: the most a GIF of this size costs its encoder to
 * quantize again, and about a byte a pixel of file.
 */
export function noisyGif(width: number, height: number) {
  const indices = Buffer.alloc(width * height);
  for (let position = 0; position < indices.length; position += 1) {
    indices[position] = Math.floor(Math.random() * 256);
  }
  return gif(width, height, (position) => indices[position]!);
}

const pngChunk = (type: string, data: Buffer) => {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/** Adam7's seven passes: where each starts and how far it steps, across and down. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A black, grey-scale, interlaced PNG: an interlaced image is decoded whole before a row of it
 * can be read, so its size is what the reader holds. 8000 × 8000 deflates to about 60 kB.
 */
export function interlacedPng(width: number, height: number) {
  let rawLength = 0;
  for (const [left, top, across, down] of adam7) {
    const columns = Math.ceil((width - left) / across);
    const rows = Math.ceil((height - top) / down);
    // Each row of a pass starts with its filter byte.
    if (columns > 0 && rows > 0) rawLength += rows * (1 + columns);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits, grey-scale, deflate, adaptive filtering, Adam7.
  header.set([8, 0, 0, 0, 1], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rawLength), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * 38 bytes of lossless WebP that decode to 8000 × 8000 pixels of one colour, as sharp wrote them:
 * `sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#224466' } })
 * .webp({ lossless: true, effort: 0 })`. WebP is decoded whole.
 */
export const webpBomb = () =>
  Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvP9/PBwdQoorUrP+BiOh/AAA=', 'base64');
