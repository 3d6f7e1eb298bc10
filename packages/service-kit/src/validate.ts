import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { badRequest } from './errors';
import { fieldErrors } from './field-errors';

interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends RequestSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

/**
 * Wraps a handler so it receives its request parts already parsed by the contract schemas.
 * A bad part is a 400 naming the fields. Whatever the handler returns is sent as JSON
 * (with the status it set), unless it has answered itself.
 */
export function validated<S extends RequestSchemas>(
  schemas: S,
  handler: (input: Parsed<S>, req: Request, res: Response) => unknown,
): RequestHandler {
  return async (req, res) => {
    const input: Record<string, unknown> = {};
    const errors: Record<string, string[]> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (result.success) input[part] = result.data;
      else Object.assign(errors, fieldErrors(result.error, part === 'body' ? undefined : part));
    }
    if (Object.keys(errors).length > 0) throw badRequest('The request is not valid', errors);
    const result = await handler(input as Parsed<S>, req, res);
    if (!res.headersSent) res.json(result);
  };
}
