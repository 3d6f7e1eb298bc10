import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';

/**
 * A QR label's words laid out in lines that fit its width, measured with Helvetica's metrics
 * (Arial's and Liberation Sans' are the same). Each line is drawn with its measured width as
 * its `textLength`, so a printer or browser with a wider font squeezes it to that width rather
 * than past the label's cut lines.
 */

const fonts = {
  normal: Font.load(FontNames.Helvetica),
  bold: Font.load(FontNames.HelveticaBold),
};
export type LabelWeight = keyof typeof fonts;

/** A character the metrics do not have (no WinAnsi glyph, e.g. CJK) is taken as a full em. */
const unknownGlyphWidth = 1000;

const glyphWidth = (weight: LabelWeight, character: string) => {
  try {
    const { name } = Encodings.WinAnsi.encodeUnicodeCodePoint(character.codePointAt(0) ?? 0);
    return fonts[weight].getWidthOfGlyph(name) ?? unknownGlyphWidth;
  } catch {
    return unknownGlyphWidth;
  }
};

/** A line's width at `size`, in the units `size` is in. */
export const textWidth = (text: string, weight: LabelWeight, size: number) =>
  ([...text].reduce((sum, character) => sum + glyphWidth(weight, character), 0) * size) / 1000;

export type LabelText = {
  weight: LabelWeight;
  size: number;
  maxWidth: number;
  maxLines: number;
  /** Where a line may end: after a space (a name), or after `/`, `-` and `.` too (an address). */
  breaks: 'words' | 'address';
};

export type LabelLine = { text: string; width: number };

const pieceEnds = { words: /(?<=\s)/u, address: /(?<=[\s/.-])/u };

/** The longest start of `text` that fits, at least one character. */
function fittingStart(text: string, fits: (text: string) => boolean): string {
  const characters = [...text];
  let end = characters.length;
  while (end > 1 && !fits(characters.slice(0, end).join(''))) end -= 1;
  return characters.slice(0, end).join('');
}

/**
 * The text in lines within `maxWidth`, broken where `breaks` allows (a piece longer than a line
 * broken anywhere), at most `maxLines`: the last one kept ends with `…` when more was left.
 */
export function labelLines(text: string, style: LabelText): LabelLine[] {
  const { weight, size, maxWidth, maxLines } = style;
  const fits = (line: string) => textWidth(line.trimEnd(), weight, size) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const piece of text.trim().split(pieceEnds[style.breaks])) {
    if (fits(line + piece)) {
      line += piece;
      continue;
    }
    if (line.trim() !== '') lines.push(line);
    line = piece.trimStart();
    while (!fits(line)) {
      const start = fittingStart(line, fits);
      lines.push(start);
      line = line.slice(start.length);
    }
  }
  if (line.trim() !== '') lines.push(line);

  const kept = lines.slice(0, maxLines).map((kept) => kept.trimEnd());
  if (lines.length > maxLines) {
    const last = kept.length - 1;
    kept[last] =
      `${fittingStart(kept[last] ?? '', (start) => fits(`${start.trimEnd()}…`)).trimEnd()}…`;
  }
  return kept.map((kept) => ({ text: kept, width: textWidth(kept, weight, size) }));
}
