/** The one error type routes and domains throw; the error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * A 503 for a state the service knows, whose cause was logged where it arose (an outside
 * provider down, logged once by the job that asks it): an answer like a 404, not a failure of
 * the request, so the request's line is no error and carries no stack.
 */
export class Unavailable extends AppError {
  constructor(message: string) {
    super(503, message);
    this.name = 'Unavailable';
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new AppError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new AppError(409, message, errors);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new AppError(422, message, errors);
