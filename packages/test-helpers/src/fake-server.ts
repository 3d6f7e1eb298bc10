import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake server received, its body read in full as text. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. `/v1/forecast?latitude=49.89`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FakeHandler = (
  request: ReceivedRequest,
  response: ServerResponse,
) => void | Promise<void>;

export interface FakeServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** Every request so far, oldest first. */
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * An outside service stand-in on 127.0.0.1 and a free port. The handler answers each request;
 * one that never answers plays a slow service (close() still returns at once).
 */
export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request: ReceivedRequest = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    try {
      await handler(request, response);
    } catch (error) {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers JSON with the given status. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
