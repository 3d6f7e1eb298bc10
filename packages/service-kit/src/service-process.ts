import { z } from 'zod';
import { backingEnvSchema, jwtSecretSchema, parseEnv, portSchema } from './config';
import { openJobs, openStore } from './backing';
import { createLogger } from './logger';
import { onShutdownSignal, runServer } from './run-server';
import type { ServiceModule } from './service-module';

const serviceEnvSchema = backingEnvSchema.extend({
  PORT: portSchema.optional(),
  HOST: z.string().default('127.0.0.1'),
  JWT_SECRET: jwtSecretSchema,
});

/**
 * Runs one service as its own process (production, or `npm run start:split`). With Mongo and
 * Redis the worker process runs its jobs; otherwise only this process can reach its queue or
 * its embedded store (which one process at a time may open), so it runs them here.
 */
export async function runServiceProcess(service: ServiceModule) {
  const config = parseEnv(serviceEnvSchema);
  const logger = createLogger(service.name, config.LOG_LEVEL);
  const store = await openStore(config, service.name);
  const jobs = openJobs(config, logger);
  const deps = { store, jobs, logger, jwtSecret: config.JWT_SECRET };
  const app = await service.build(deps);
  if (!(config.REDIS_URL && config.MONGO_URL)) await service.work?.(deps);
  const running = await runServer({
    app,
    port: config.PORT ?? service.defaultPort,
    host: config.HOST,
    logger,
    closers: [() => jobs.close(), () => store.close()],
  });
  logger.info({ url: running.url }, `${service.name} listening`);
  onShutdownSignal(logger, running.close);
}
