// What the reference servers answer: the exact bytes, content type and headers the gateway sent
// for each benchmarked path on a cache hit, handed over in a JSON file named by FIXTURES_FILE.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export interface FixtureFileRoute {
  path: string;
  contentType: string;
  headers: Array<[string, string]>;
  bodyBase64: string;
}

export interface FixtureFile {
  routes: FixtureFileRoute[];
}

export interface Fixture {
  contentType: string;
  /**
   * The headers of the gateway's hit, in its order and spelling, but for those node:http writes
   * itself on every answer (Date, Connection, Keep-Alive).
   */
  headers: Array<[string, string]>;
  body: Buffer;
}

/** Written by node:http itself on every answer, so not part of a fixture. */
const writtenByNode = new Set(['date', 'connection', 'keep-alive']);

/** A response's raw headers (name, value, name, value...) as a fixture keeps them. */
export const fixtureHeaders = (rawHeaders: string[]): Array<[string, string]> =>
  rawHeaders.flatMap((name, index) =>
    index % 2 === 0 && !writtenByNode.has(name.toLowerCase())
      ? [[name, rawHeaders[index + 1] ?? ''] as [string, string]]
      : [],
  );

export function toFixtureFile(fixtures: Map<string, Fixture>): FixtureFile {
  return {
    routes: [...fixtures].map(([path, { contentType, headers, body }]) => ({
      path,
      contentType,
      headers,
      bodyBase64: body.toString('base64'),
    })),
  };
}

export function loadFixtures(): Map<string, Fixture> {
  const file = process.env.FIXTURES_FILE;
  if (!file) throw new Error('FIXTURES_FILE is not set');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as FixtureFile;
  return new Map(
    parsed.routes.map((route) => [
      route.path,
      {
        contentType: route.contentType,
        headers: route.headers,
        body: Buffer.from(route.bodyBase64, 'base64'),
      },
    ]),
  );
}

/** PORT from the environment, 0 (any free port) by default. */
export function portFromEnv(): number {
  const port = Number(process.env.PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad PORT ${port}`);
  return port;
}

/** Tells the parent (over IPC when spawned by bench.ts, else on stdout) where we listen. */
export function announce(server: Server, name: string): void {
  const { port } = server.address() as AddressInfo;
  if (process.send) process.send({ port });
  else console.log(`${name} listening on http://127.0.0.1:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Spawned over IPC: end with the parent even if it dies without killing us.
  process.on('disconnect', () => process.exit(0));
}
