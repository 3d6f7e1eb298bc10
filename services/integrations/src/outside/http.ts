/**
 * Talking to an outside service over HTTP: every request has a deadline and a body size limit,
 * and every failure says which service failed and how. The AI writer uses it too.
 */
import type { z } from 'zod';

/**
 * An outside service failing the way outside services do now and then: no answer, no answer in
 * time, an error answer, or resting behind a circuit breaker. Expected, so logged as one line
 * with its message, never with a stack (it says nothing about this code).
 */
export class OutsideServiceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'OutsideServiceError';
  }
}

interface HttpLimits {
  /** Named in every error, e.g. `open-meteo`. Never the URL: it may carry a key. */
  service: string;
  timeoutMs: number;
  maxBytes: number;
}

interface TextResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** The address of a path under a configured base URL, with or without its trailing slash. */
export function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** One request, its body read as text; rejects on a timeout, no connection or a body too large. */
export async function fetchText(
  url: string,
  init: RequestInit,
  { service, timeoutMs, maxBytes }: HttpLimits,
): Promise<TextResponse> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return {
      status: response.status,
      headers: response.headers,
      text: await readText(response, maxBytes, service),
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new OutsideServiceError(`${service} did not answer within ${timeoutMs} ms`, {
        cause: error,
      });
    }
    if (error instanceof TypeError) {
      const cause = error.cause instanceof Error ? error.cause.message : error.message;
      throw new OutsideServiceError(`${service} could not be reached: ${cause}`, { cause: error });
    }
    throw error;
  }
}

/** Stops reading as soon as the body passes the limit, so a huge answer costs no memory. */
async function readText(response: Response, maxBytes: number, service: string): Promise<string> {
  const tooLarge = new Error(`${service} sent a body larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge;
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A `Retry-After` header as the wait in milliseconds from `now`: it gives either seconds or an
 * HTTP date. Undefined when it is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date always names its day or month; Date.parse alone would take `-5` for a year.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The start of a body for an error message, on one line. */
export function excerpt(text: string, maxLength = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength)}…` : line;
}

/** The service's own words from an error body, or else the start of the body. */
export function errorReason(text: string, reasonSchema: z.ZodType<string>): string {
  try {
    const parsed = reasonSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a proxy's HTML page, say; its start is the best reason there is.
  }
  return excerpt(text);
}

/** A schema's complaints on one line, e.g. `current.is_day: Invalid input; humidity: Too big`. */
export function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** The body parsed as JSON and checked against the schema the service documents. */
export function parseBody<Schema extends z.ZodType>(
  text: string,
  schema: Schema,
  service: string,
): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${service} sent a body that is not JSON: ${excerpt(text)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${service} sent an unexpected body: ${issuesText(parsed.error)}`);
  }
  return parsed.data;
}
