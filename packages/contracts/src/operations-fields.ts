import { z } from 'zod';
import { optionalText } from './text';

/** Field rules the operations contracts share (maintenance, prizes, restocks, contact). */

/** A field left out is read as blank, so it gets the field's own "required" message. */
export const blankIfMissing = (value: unknown) => value ?? '';

/** For a refinement worth saying only when the value has no other problem (e.g. a length). */
export const noEarlierProblem = (payload: { issues: unknown[] }) => payload.issues.length === 0;

/** A text field that keeps its stored value when left out, and is cleared by sending ''. */
export const keptText = (label: string, max: number) =>
  z.union([z.undefined(), optionalText(label, { max, multiline: true })]);

/** A calendar date `YYYY-MM-DD` (a real one), or null when blank or left out. */
export const optionalDate = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).nullable(),
  );

/** An instant with its offset (`2026-11-23T14:05:00-06:00` or `...Z`), or now when left out. */
export const optionalInstant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` }).optional();

export const int32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Any way of writing a number (`12`, `4.5`, `.5`, `1e3`): numeric, though maybe not whole. */
const anyNumber = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Whether a typed entry is not a number at all (the spec's "non-numeric entry"), which a count
 * field stores as 0. Blank is not: it takes the field's default.
 */
export const isNonNumericEntry = (text: string) => {
  const trimmed = text.trim();
  return trimmed !== '' && !anyNumber.test(trimmed);
};

interface CountOptions {
  min: number;
  /** What a blank entry or a missing field becomes; without one, blank counts as 0. */
  fallback?: number;
}

/**
 * A 32-bit whole number from JSON or from a form's text. The spec's rule for numeric inputs is
 * kept here, where the form and the server both read it: a non-numeric entry becomes 0 (then
 * checked like any other value), blank takes the default, and a number that is not whole or is
 * out of range is refused with a message.
 */
export const countEntry = (label: string, { min, fallback }: CountOptions) =>
  z.preprocess(
    (value) => {
      if (value === undefined) return fallback ?? 0;
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return fallback ?? 0;
      return anyNumber.test(text) ? Number(text) : 0;
    },
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(int32.max, `${label} must be at most ${int32.max}`),
  );

/** An http(s) address, or blank. */
export const optionalWebAddress = (label: string) =>
  optionalText(label, { max: 500 }).refine((text) => {
    if (text === '') return true;
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, `${label} must be a web address starting with http:// or https://`);
