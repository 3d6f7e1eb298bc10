import type { ErrorRequestHandler } from 'express';
import { DuplicateKeyError, InvalidQueryError } from '@venue/store/store.port';
import type { ErrorBody } from '@venue/contracts/errors';
import { AppError, Unavailable } from './errors';
import type { Logger } from './logger';

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message: string;
}

/** Body-parser and other http-errors carry a status; only their 4xx messages are safe to show. */
function bodyParserError(error: HttpError): { status: number; message: string } | null {
  const status = error.status ?? error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  if (error.type === 'entity.parse.failed')
    return { status: 400, message: 'The request body is not valid JSON' };
  if (error.type === 'entity.too.large')
    return { status: 413, message: 'The request body is too large' };
  return { status, message: error.expose ? error.message : 'The request could not be read' };
}

/**
 * A value the contract let through but the store refuses (half a surrogate pair in a lookup):
 * the store's message names its own fields, so the client gets this and the log the detail.
 */
export const storeRefusedMessage =
  'The request holds a value that cannot be stored or looked up, such as half of a UTF-16 surrogate pair on its own';

/** What an error is answered with: `{message, errors?}` and its status; internals never leave. */
export function errorAnswer(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { message: error.message, ...(error.errors && { errors: error.errors }) },
    };
  }
  if (error instanceof DuplicateKeyError) {
    return {
      status: 409,
      body: { message: `That ${error.fields.join(' and ')} is already taken` },
    };
  }
  if (error instanceof InvalidQueryError)
    return { status: 400, body: { message: storeRefusedMessage } };
  const known =
    typeof error === 'object' && error !== null ? bodyParserError(error as HttpError) : null;
  if (known) return { status: known.status, body: { message: known.message } };
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

/** Whether a 5xx answer is the service's fault: not when it says a known state (`Unavailable`). */
export const isFailure = (error: unknown, status: number) =>
  status >= 500 && !(error instanceof Unavailable);

/** Set on an answer's `res.locals` when its 5xx is no failure, for the request's closing line. */
export const expectedAnswer = 'expectedAnswer';

/** Turns every error into its answer (`errorAnswer`), logging those that are the service's fault. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const { status, body } = errorAnswer(error);
    // The line carries the request's id, as every line logged while it is handled does.
    if (isFailure(error, status)) logger.error({ err: error }, 'request failed');
    else res.locals[expectedAnswer] = true;
    if (error instanceof InvalidQueryError)
      logger.warn({ detail: error.message }, 'the store refused a value of the request');
    if (res.headersSent) return;
    res.status(status).json(body);
  };
}
