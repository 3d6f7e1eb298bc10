/**
 * The worker process (production): runs every service's job workers and event subscribers on
 * Redis, each against its service's Mongo database, and answers /healthz and /readyz for its
 * health check. With embedded stores each service runs its own jobs instead, since only one
 * process may open an embedded store.
 */
import express from 'express';
import { z } from 'zod';
import { serviceModules } from '../../services/registry';
import { openJobs, openStore } from '@venue/service-kit/backing';
import {
  backingEnvSchema,
  jwtSecretSchema,
  mongoUrlSchema,
  parseEnv,
  portSchema,
  redisUrlSchema,
} from '@venue/service-kit/config';
import { createLogger } from '@venue/service-kit/logger';
import { onShutdownSignal, runServer } from '@venue/service-kit/run-server';
import type { Store } from '@venue/store/store.port';

const env = parseEnv(
  backingEnvSchema.extend({
    REDIS_URL: redisUrlSchema,
    MONGO_URL: mongoUrlSchema,
    JWT_SECRET: jwtSecretSchema,
    PORT: portSchema.default(4100),
    HOST: z.string().default('127.0.0.1'),
  }),
);
const logger = createLogger('worker', env.LOG_LEVEL);
const jobs = openJobs(env, logger);
const stores: Store[] = [];
const working: string[] = [];
for (const service of serviceModules) {
  if (!service.work) continue;
  const store = await openStore(env, service.name);
  stores.push(store);
  await service.work({
    store,
    jobs,
    logger: logger.child({ service: service.name }),
    jwtSecret: env.JWT_SECRET,
  });
  working.push(service.name);
}
logger.info(
  { services: working },
  working.length > 0 ? 'worker started' : 'worker started; no service has jobs yet',
);

const health = express();
health.get('/healthz', (_req, res) => {
  res.json({ status: 'ok', service: 'worker' });
});
health.get('/readyz', async (_req, res) => {
  try {
    await Promise.all([jobs.ping(), ...stores.map((store) => store.ping())]);
    res.json({ status: 'ready', service: 'worker' });
  } catch (error) {
    logger.warn({ err: error }, 'worker not ready');
    res.status(503).json({ message: 'worker is not ready: its queue or a store is unavailable' });
  }
});
const running = await runServer({
  app: health,
  port: env.PORT,
  host: env.HOST,
  logger,
  closers: [() => jobs.close(), ...stores.map((store) => () => store.close())],
});
onShutdownSignal(logger, running.close);
