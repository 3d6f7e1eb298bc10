/**
 * Split mode: every service and the gateway as separate processes on this machine, with
 * embedded stores and BullMQ on Redis (REDIS_URL, or a local redis-server started here). Each
 * service runs its own jobs, since its embedded store is open in its process only; the worker
 * process is for production, where the stores are in Mongo.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import getPort from 'get-port';
import { z } from 'zod';
import { loadOrCreateJwtSecret } from '@venue/auth/jwt-secret';
import { backingEnvSchema, ConfigError, parseEnv, portSchema } from '@venue/service-kit/config';
import { startRedisServer } from '@venue/test-helpers/redis-server';
import { serviceModules } from '../services/registry';

const repoRoot = path.resolve(import.meta.dirname, '..');
const env = parseEnv(
  backingEnvSchema.extend({ PORT: portSchema.default(8080), JWT_SECRET: z.string().optional() }),
);

const children: Array<{ name: string; child: ChildProcess }> = [];
let stopping = false;

function launch(name: string, entry: string, childEnv: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { ...process.env, ...childEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`${name} exited (${signal ?? code}); stopping everything\n`);
    void stop(1);
  });
  children.push({ name, child });
}

async function waitReady(name: string, url: string, timeoutMs = 60_000) {
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

let stopRedis: (() => Promise<void>) | undefined;

async function stop(code: number) {
  stopping = true;
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await stopRedis?.();
  process.exit(code);
}

async function main() {
  let redisUrl = env.REDIS_URL;
  if (!redisUrl) {
    const redis = await startRedisServer();
    redisUrl = redis.url;
    stopRedis = redis.stop;
  }
  const shared = {
    DATA_DIR: path.resolve(env.DATA_DIR),
    REDIS_URL: redisUrl,
    JWT_SECRET: env.JWT_SECRET ?? (await loadOrCreateJwtSecret(env.DATA_DIR)),
    LOG_LEVEL: env.LOG_LEVEL,
    HOST: '127.0.0.1',
  };
  const targets: Record<string, string> = {};
  for (const service of serviceModules) {
    const port = await getPort();
    launch(service.name, `services/${service.name}/src/index.ts`, {
      ...shared,
      PORT: String(port),
    });
    targets[`${service.name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
  }
  await Promise.all(
    serviceModules.map((service) =>
      waitReady(service.name, targets[`${service.name.toUpperCase()}_URL`]!),
    ),
  );
  launch('gateway', 'gateway/src/index.ts', {
    ...shared,
    ...targets,
    HOST: '0.0.0.0',
    PORT: String(env.PORT),
  });
  await waitReady('gateway', `http://127.0.0.1:${env.PORT}`);
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
