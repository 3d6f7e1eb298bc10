/**
 * Split mode: every service and the gateway as separate processes on this machine, with
 * embedded stores and BullMQ on Redis (REDIS_URL, or a local redis-server started here). Each
 * service runs its own jobs, since its embedded store is open in its process only; the worker
 * process is for production, where the stores are in Mongo.
 *
 * A process that dies is started again after a growing pause (1 s doubling to 30 s, back to
 * 1 s once it has run for a minute), on the same port, while the others keep serving.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { loadOrCreateJwtSecret } from '@venue/auth/jwt-secret';
import { backingEnvSchema, ConfigError, parseEnv, portSchema } from '@venue/service-kit/config';
import { startRedisServer, type RedisServer } from '@venue/test-helpers/redis-server';
import { unclaimedPort } from '@venue/test-helpers/unclaimed-port';
import { serviceTargetVariables } from '@venue/service-kit/service-targets';
import { registry } from '@venue/registry/registry';

const repoRoot = path.resolve(import.meta.dirname, '..');
const env = parseEnv(
  backingEnvSchema.extend({
    PORT: portSchema.default(8080),
    JWT_SECRET: z.string().optional(),
    /**
     * More gateways in front of the same services, e.g. "8081,8082", like replicas behind a
     * balancer with no sticky sessions: staff sessions are the staff service's, rate limits
     * Redis's, so each gateway answers as any other would.
     */
    SPLIT_EXTRA_GATEWAY_PORTS: z
      .string()
      .default('')
      .transform((text) => text.split(',').filter(Boolean).map(Number))
      .pipe(
        z.array(z.number().int().min(1).max(65535), {
          error: 'must be port numbers, e.g. 8081,8082',
        }),
      ),
  }),
);

const firstDelayMs = 1_000;
const maxDelayMs = 30_000;
const healthyAfterMs = 60_000;

interface Supervised {
  name: string;
  /** Stops it for good. */
  stop(): Promise<void>;
}

const supervised: Supervised[] = [];
let stopping = false;

const say = (line: string) => process.stderr.write(`[split] ${line}\n`);

/** Keeps a process running: when it exits on its own, starts it again after a pause. */
function supervise(name: string, launch: () => { exited: Promise<string>; stop(): Promise<void> }) {
  let delayMs = firstDelayMs;
  let current: ReturnType<typeof launch> | undefined;
  const run = () => {
    const startedAt = Date.now();
    current = launch();
    void current.exited.then((how) => {
      if (stopping) return;
      if (Date.now() - startedAt > healthyAfterMs) delayMs = firstDelayMs;
      say(`${name} stopped (${how}); starting it again in ${delayMs / 1000} s`);
      setTimeout(() => {
        if (stopping) return;
        say(`starting ${name} again`);
        run();
      }, delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    });
  };
  run();
  supervised.push({ name, stop: async () => current?.stop() });
}

function nodeProcess(entry: string, args: string[], childEnv: Record<string, string>) {
  return () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, entry), ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, ...childEnv },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const exited = new Promise<string>((resolve) =>
      child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
    );
    return {
      exited,
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        await exited;
      },
    };
  };
}

/** The Redis this launcher started: restarted on the same port if it dies, so clients reconnect. */
function redisProcess(port: number) {
  return () => {
    let server: RedisServer | undefined;
    const started = startRedisServer({ port }).then((running) => {
      server = running;
      say(`Redis is up at ${running.url}`);
      return running;
    });
    const exited = started.then(
      (running) => running.exited.then(() => 'redis-server exited'),
      (error: Error) => `could not start: ${error.message}`,
    );
    return { exited, stop: async () => server?.stop() };
  };
}

/** Only ends a start that never gets ready: ten processes starting at once on a busy machine take a while. */
async function waitReady(name: string, url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

async function stop(code: number) {
  stopping = true;
  // The gateway first, Redis last: the others may still be finishing jobs.
  const order = [...supervised].reverse();
  const redis = order.find((entry) => entry.name === 'redis');
  await Promise.all(order.filter((entry) => entry !== redis).map((entry) => entry.stop()));
  await redis?.stop();
  process.exit(code);
}

async function main() {
  let redisUrl = env.REDIS_URL;
  if (!redisUrl) {
    const port = await unclaimedPort();
    redisUrl = `redis://127.0.0.1:${port}`;
    supervise('redis', redisProcess(port));
  }
  const shared = {
    DATA_DIR: path.resolve(env.DATA_DIR),
    REDIS_URL: redisUrl,
    JWT_SECRET: env.JWT_SECRET ?? (await loadOrCreateJwtSecret(env.DATA_DIR)),
    LOG_LEVEL: env.LOG_LEVEL,
    HOST: '127.0.0.1',
  };
  const ports = new Map<string, number>();
  for (const entry of registry) ports.set(entry.name, await unclaimedPort());
  // Every process knows where every service listens: the gateway to route, services to call each other.
  const targets = serviceTargetVariables(
    Object.fromEntries([...ports].map(([name, port]) => [name, `http://127.0.0.1:${port}`])),
  );
  for (const entry of registry) {
    supervise(
      entry.name,
      nodeProcess('services/run-service.ts', [entry.name], {
        ...shared,
        ...targets,
        PORT: String(ports.get(entry.name)),
      }),
    );
  }
  await Promise.all(
    registry.map((entry) => waitReady(entry.name, `http://127.0.0.1:${ports.get(entry.name)}`)),
  );
  const gatewayPorts = [env.PORT, ...env.SPLIT_EXTRA_GATEWAY_PORTS];
  for (const [index, port] of gatewayPorts.entries()) {
    supervise(
      index === 0 ? 'gateway' : `gateway ${index + 1}`,
      nodeProcess('gateway/src/index.ts', [], {
        ...shared,
        ...targets,
        HOST: '0.0.0.0',
        PORT: String(port),
        // The metrics port (METRICS_PORT, if set) is the first gateway's.
        ...(index > 0 && { METRICS_PORT: '' }),
      }),
    );
  }
  await Promise.all(gatewayPorts.map((port) => waitReady('gateway', `http://127.0.0.1:${port}`)));
  process.stdout.write(
    `The venue site is ready at http://localhost:${env.PORT} (split mode, Redis at ${redisUrl})\n`,
  );
}

process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  void stop(1);
});
