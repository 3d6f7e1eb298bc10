// What the reference servers answer: the exact bytes and content type the gateway sent for
// each benchmarked path, handed over in a JSON file named by FIXTURES_FILE.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export interface FixtureFileRoute {
  path: string;
  contentType: string;
  bodyBase64: string;
}

export interface FixtureFile {
  routes: FixtureFileRoute[];
}

export interface Fixture {
  contentType: string;
  body: Buffer;
}

export function toFixtureFile(fixtures: Map<string, Fixture>): FixtureFile {
  return {
    routes: [...fixtures].map(([path, { contentType, body }]) => ({
      path,
      contentType,
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
      { contentType: route.contentType, body: Buffer.from(route.bodyBase64, 'base64') },
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
