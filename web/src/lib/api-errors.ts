import { errorBodySchema, type ErrorBody } from '@venue/contracts/errors';

import { ApiError } from './api-client';

/** The API's JSON error body `{message, errors?}`, when the failure carried one. */
export function errorBodyOf(error: unknown): ErrorBody | null {
  if (!(error instanceof ApiError) || !error.bodyText) return null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not JSON (e.g. a proxy's HTML page)
  }
}

/** The server's message for a failure, or the fallback (network errors, bodies without one). */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  errorBodyOf(error)?.message || fallback;

export const statusOf = (error: unknown): number | null =>
  error instanceof ApiError ? error.status : null;

/**
 * When the server said to try again, for a sentence ending "Please try again ...": `in 10
 * minutes`, `in 1 minute`, `in 30 seconds`; `in a few minutes` when it did not say.
 */
export function retryIn(error: unknown): string {
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : null;
  if (seconds === null) return 'in a few minutes';
  if (seconds < 60) return seconds <= 1 ? 'in a moment' : `in ${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
}
