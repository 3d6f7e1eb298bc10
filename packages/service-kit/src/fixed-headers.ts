import type { Request, RequestHandler, Response } from 'express';

/**
 * The headers a middleware sets on every answer whatever the request (helmet's), read once by
 * running it against a stand-in response, so they can be set again without running it: the
 * gateway's cache hits, every answer of a service.
 */
export function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  void middleware({ headers: {} } as Request, response as unknown as Response, () => undefined);
  return headers;
}
