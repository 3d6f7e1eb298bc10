import QRCode from 'qrcode';
import { gameCategories } from '@venue/contracts/catalogue';
import type { MachineStatus, QrPaper } from '@venue/contracts/machines';
import { compareNames } from '@venue/contracts/text';
import type { SiteOrigin } from '@venue/service-kit/site-origin';
import { labelLines } from './qr-label-lines';

/**
 * QR codes for the machines, drawn here from the qrcode package's modules (no outside service):
 * each opens the machine's page, `{base}/games/{slug}`.
 */

/** White modules around the code, as the standard asks, so a phone finds its edges. */
const quietZone = 4;

export const machinePageUrl = (base: string, slug: string) => `${base}/games/${slug}`;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (character) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ??
      character,
  );

/**
 * One code as a standalone SVG element: one dark path on white, in module units. `size` sets its
 * drawn width and height (e.g. `40` inside a page measured in mm, or `200px`).
 */
export function qrSvg(url: string, size: { width: string; x?: number; y?: number }): string {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const side = modules.size + quietZone * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  const place = size.x === undefined ? '' : ` x="${size.x}" y="${size.y ?? 0}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${place} width="${size.width}" height="${size.width}" ` +
    `viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#ffffff"/><path fill="#000000" d="${path}"/></svg>`
  );
}

/** Paper sizes in mm, and how many labels fit on a page (3 across, 4 down, with margins). */
const papers: Record<QrPaper, { width: number; height: number; label: string }> = {
  a4: { width: 210, height: 297, label: 'A4' },
  letter: { width: 215.9, height: 279.4, label: 'letter' },
};
const columns = 3;
const rows = 4;
const margin = 10;
const codeSize = 40;
/** The dashed cut lines sit this far inside the label's cell, the text this far inside them. */
const cutInset = 1;
const textInset = 2;
/** Between the cut lines: the code, and up to six lines of text under it. */
const cardHeight = 64;

/** The label's lines under the code: the name (up to two), its address (three), its category. */
const nameText = {
  weight: 'bold',
  size: 4,
  maxLines: 2,
  breaks: 'words',
  lineHeight: 4.4,
} as const;
const addressText = {
  weight: 'normal',
  size: 2.6,
  maxLines: 3,
  breaks: 'address',
  lineHeight: 3,
} as const;
const categoryText = { ...addressText, maxLines: 1, breaks: 'words' } as const;

/**
 * One machine's label: its dashed cut lines, its code, and its words in lines that stay inside
 * them at any length (a long name or address wraps, and past its lines ends with `…`; the code
 * holds the whole address). The group names its machine for the page that shows the sheet.
 */
function label(machine: MachineStatus, url: string, x: number, y: number, width: number): string {
  const centre = x + width / 2;
  const maxWidth = width - 2 * (cutInset + textInset);
  let baseline = y + cutInset + 1 + codeSize + 3.6;
  const lines: string[] = [];
  for (const [content, style] of [
    [machine.gameName, nameText],
    [url, addressText],
    [machine.category, categoryText],
  ] as const) {
    for (const line of labelLines(content, { ...style, maxWidth })) {
      lines.push(
        `<text x="${centre}" y="${baseline.toFixed(2)}" text-anchor="middle" ` +
          `textLength="${line.width.toFixed(2)}" lengthAdjust="spacingAndGlyphs" ` +
          `font-family="Helvetica, Arial, sans-serif" font-size="${style.size}" ` +
          `font-weight="${style.weight}" fill="#000000">${escapeXml(line.text)}</text>`,
      );
      baseline += style.lineHeight;
    }
    baseline += 0.4;
  }
  return [
    `<g class="label" data-name="${escapeXml(machine.gameName)}">`,
    `<rect x="${x + cutInset}" y="${y + cutInset}" width="${width - 2 * cutInset}" height="${cardHeight}" rx="2" fill="none" stroke="#bbbbbb" stroke-width="0.2" stroke-dasharray="1 1"/>`,
    qrSvg(url, { width: String(codeSize), x: centre - codeSize / 2, y: y + cutInset + 1 }),
    ...lines,
    '</g>',
  ].join('');
}

/** What staff are told on screen when the codes hold the address the sheet was asked at. */
const addressNote = (origin: string) =>
  `These codes use the address this page was opened with (${origin}). ` +
  'Set PUBLIC_BASE_URL so they always point at the public site.';

/**
 * A printable sheet: an HTML page holding one SVG per sheet of paper, each the paper's size in
 * mm, twelve labels a sheet (code, name, address, category), ordered by category then name.
 * Without `PUBLIC_BASE_URL` it opens with `addressNote`, on screen only.
 */
export function qrSheet(machines: MachineStatus[], paper: QrPaper, site: SiteOrigin): string {
  const { width, height, label: paperLabel } = papers[paper];
  const ordered = [...machines].sort(
    (a, b) =>
      gameCategories.indexOf(a.category) - gameCategories.indexOf(b.category) ||
      compareNames(a.gameName, b.gameName),
  );
  const cellWidth = (width - margin * 2) / columns;
  const cellHeight = (height - margin * 2) / rows;
  const perPage = columns * rows;
  const pages: string[] = [];
  for (let start = 0; start < ordered.length; start += perPage) {
    const labels = ordered.slice(start, start + perPage).map((machine, index) => {
      const x = margin + (index % columns) * cellWidth;
      const y = margin + Math.floor(index / columns) * cellHeight;
      return label(machine, machinePageUrl(site.origin, machine.slug), x, y, cellWidth);
    });
    pages.push(
      `<svg class="page" xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" ` +
        `viewBox="0 0 ${width} ${height}">${labels.join('')}</svg>`,
    );
  }
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>Machine QR codes (${paperLabel})</title>`,
    `<style>@page { size: ${paperLabel}; margin: 0 } body { margin: 0 } `,
    '.page { display: block; break-after: page } ',
    '.address-note { margin: 1em; font: 14px/1.4 Helvetica, Arial, sans-serif; color: #7a4b00 } ',
    '@media print { .address-note { display: none } }</style></head><body>',
    ...(site.configured
      ? []
      : [`<p class="address-note" role="note">${escapeXml(addressNote(site.origin))}</p>`]),
    ...pages,
    '</body></html>',
  ].join('\n');
}
