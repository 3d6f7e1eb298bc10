/**
 * The worker process (production): runs every service's jobs, event subscribers, schedules and
 * outbox relay on Redis, each against its service's Mongo database, and answers /healthz and
 * /readyz for its health check and /metrics (the process's, and each service's jobs, queues
 * and outbox) for Prometheus. With embedded stores each service runs its own jobs instead,
 * since only one process may open an embedded store.
 */
import express from 'express';
import { z } from 'zod';
import {
  backingEnvSchema,
  ConfigError,
  jwtSecretSchema,
  mongoUrlSchema,
  parseEnv,
  portSchema,
  requiredRedisUrlSchema,
} from '@venue/service-kit/config';
import { hostServices } from '@venue/service-kit/host';
import { serviceTargetsSchema } from '@venue/service-kit/service-targets';
import { createLogger } from '@venue/service-kit/logger';
import { metricsContentType, renderMetrics } from '@venue/service-kit/metrics';
import { onShutdownSignal, runServer } from '@venue/service-kit/run-server';
import { registry } from '@venue/registry/registry';

try {
  const env = parseEnv(
    backingEnvSchema.extend({
      REDIS_URL: requiredRedisUrlSchema('the worker takes its jobs from Redis'),
      MONGO_URL: mongoUrlSchema,
      JWT_SECRET: jwtSecretSchema,
      PORT: portSchema.default(4100),
      HOST: z.string().default('127.0.0.1'),
    }),
  );
  const logger = createLogger('worker', env.LOG_LEVEL);
  const hosted = await hostServices({
    registry,
    config: env,
    jwtSecret: env.JWT_SECRET,
    logger,
    runJobs: true,
    targets: parseEnv(serviceTargetsSchema(registry)),
  });
  logger.info({ services: hosted.services.map((service) => service.name) }, 'worker started');

  const health = express();
  health.get('/metrics', async (_req, res) => {
    const parts = hosted.services.map((service) => service.metrics);
    res.type(metricsContentType).send(await renderMetrics(parts, { process: true }));
  });
  health.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'worker' });
  });
  health.get('/readyz', async (_req, res) => {
    try {
      await Promise.all([
        hosted.jobs.ping(),
        ...hosted.services.map((service) => service.store.ping()),
      ]);
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
    closers: [hosted.close],
  });
  onShutdownSignal(logger, running.close);
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exit(1);
}
