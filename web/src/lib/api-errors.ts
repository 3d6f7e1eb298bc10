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
