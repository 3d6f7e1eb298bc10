// Text tables for the bench's results.
import { readFileSync } from 'node:fs';
import type { RssFigures } from './memory';

export interface Measurement {
  target: string;
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function resultsTable(measurements: Measurement[]): string {
  return table(
    ['target', 'route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx'],
    measurements.map((m) => [
      m.target,
      m.route,
      number(m.requestsPerSecond),
      number(m.p50Ms, 1),
      number(m.p99Ms, 1),
      number(m.total),
      number(m.errors),
      number(m.non2xx),
    ]),
  );
}

const ratio = (a: number, b: number) =>
  b > 0 ? `${a / b >= 10 ? number(a / b, 1) : number(a / b, 2)}x` : 'n/a';

/** The product target against each reference, route by route. */
export function ratiosTable(
  measurements: Measurement[],
  product: string,
  references: string[],
): string {
  const rows: string[][] = [];
  for (const route of [...new Set(measurements.map((m) => m.route))]) {
    const mine = measurements.find((m) => m.route === route && m.target === product);
    if (!mine) continue;
    for (const reference of references) {
      const other = measurements.find((m) => m.route === route && m.target === reference);
      if (!other) continue;
      rows.push([
        `${product} / ${reference}`,
        route,
        ratio(mine.requestsPerSecond, other.requestsPerSecond),
        ratio(mine.p99Ms, other.p99Ms),
      ]);
    }
  }
  return table(['ratio', 'route', 'req/s ratio', 'p99 ratio'], rows);
}

export function loadavg(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').trim();
  } catch {
    return 'n/a (no /proc/loadavg)';
  }
}

/** Each product's resident memory: settled before the load, its peak during it, idle after it. */
export function rssTable(figures: Map<string, RssFigures>, afterS: number): string {
  return table(
    ['product', 'RSS MB', 'idle before', 'peak during', `${afterS} s after`],
    [...figures].map(([name, rss]) => [
      name,
      '',
      number(rss.idleBefore),
      number(rss.peakDuring),
      number(rss.after),
    ]),
  );
}
