import { z } from 'zod';

/**
 * Text fields every contract shares. Whatever is stored must come back exactly as it went in
 * (exports re-import, JSON round-trips), and a name must show something on screen, so text is
 * trimmed and refused when it holds a lone surrogate, a control character, or nothing visible.
 */

/**
 * Names and titles in the venue's order: English, case and accents aside. One collator for all:
 * `localeCompare` given a locale or options builds one per call, 60 times slower (3.5 ms to sort
 * 120 game names, once per score on a busy night).
 */
export const compareNames = new Intl.Collator('en', { sensitivity: 'base' }).compare;

const loneSurrogate = /\p{Cs}/u;
/** Whether text holds half of a UTF-16 surrogate pair on its own, which no store keeps. */
export const holdsLoneSurrogate = (value: string) => loneSurrogate.test(value);
/** Control characters; line breaks and tabs are allowed only in multi-line text. */
const controlInLine = /\p{Cc}/u;
const controlInBlock = /[^\P{Cc}\n\t]/u;
const visible = /[\p{L}\p{N}\p{P}\p{S}]/u;

interface TextOptions {
  max: number;
  /** Line breaks allowed (descriptions, messages). */
  multiline?: boolean;
}

const checkedText = (label: string, { max, multiline = false }: TextOptions) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (value) => !holdsLoneSurrogate(value),
      `${label} contains a character that cannot be stored`,
    )
    .refine(
      (value) => !(multiline ? controlInBlock : controlInLine).test(value),
      multiline
        ? `${label} cannot contain control characters`
        : `${label} cannot contain line breaks or control characters`,
    );

/** Required text: at least one visible character after trimming. */
export const requiredText = (
  label: string,
  options: TextOptions,
  requiredMessage = `${label} is required`,
) => checkedText(label, options).refine((value) => visible.test(value), requiredMessage);

/** Optional text: missing or blank becomes ''. */
export const optionalText = (label: string, options: TextOptions) =>
  checkedText(label, options).optional().default('');
