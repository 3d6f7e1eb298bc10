// Plain node:http helpers: by default no keep-alive pool and no Accept-Encoding, so what we read
// is what autocannon's requests get.
import { type Agent, request } from 'node:http';
import { createServer } from 'node:net';

export interface Response {
  status: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  /** Every header as sent, in order: name, value, name, value... */
  rawHeaders: string[];
  body: Buffer;
}

/**
 * GET `url` and read its answer to the last byte, as sent (a compressed body stays compressed).
 * `agent` keeps the connection between calls, as a browser does; `headers` are sent as given.
 */
export function httpGet(
  url: string,
  timeoutMs = 5_000,
  { agent, headers }: { agent?: Agent; headers?: Record<string, string> } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const options = { method: 'GET', agent: agent ?? false, timeout: timeoutMs, headers };
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          contentEncoding: res.headers['content-encoding'],
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/** Polls GET <baseUrl>/readyz until it answers 200. */
export async function waitForReady(
  baseUrl: string,
  timeoutMs: number,
  gaveUp?: Promise<string>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  let ended: string | undefined;
  void gaveUp?.then((how) => (ended = how));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the process exited (${ended}) before it was ready`);
    try {
      const res = await httpGet(`${baseUrl}/readyz`, 2_000);
      if (res.status === 200) return;
      last = `status ${res.status}: ${res.body.toString('utf8').slice(0, 200)}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/readyz was not 200 within ${timeoutMs} ms (last: ${last})`);
}

/** A port free on 127.0.0.1 right now (for a process that needs PORT before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
