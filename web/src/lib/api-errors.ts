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

/**
 * The server's words for a failure: the first problem it named under a field (a refused form's
 * general message, "The request is not valid", says less), else its message, else the fallback
 * (network errors, bodies without one).
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  const body = errorBodyOf(error);
  const problem = Object.values(body?.errors ?? {}).flat()[0];
  return problem || body?.message || fallback;
}

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
