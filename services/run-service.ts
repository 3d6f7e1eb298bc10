/**
 * One service as its own process (split mode and production): `tsx services/run-service.ts
 * <name>`. With Mongo the worker process runs its jobs; with embedded stores only this process
 * may open the service's store, so it runs them here.
 */
import { z } from 'zod';
import {
  backingEnvSchema,
  ConfigError,
  jwtSecretSchema,
  parseEnv,
  portSchema,
  requiredRedisUrlSchema,
} from '@venue/service-kit/config';
import { hostServices } from '@venue/service-kit/host';
import { serviceTargetsSchema } from '@venue/service-kit/service-targets';
import { createLogger } from '@venue/service-kit/logger';
import { onShutdownSignal } from '@venue/service-kit/run-server';
import { registry } from '@venue/registry/registry';

const name = process.argv[2] ?? '';
try {
  if (!registry.some((entry) => entry.name === name)) {
    throw new ConfigError([
      `service: give one of ${registry.map((entry) => entry.name).join(', ')} (got "${name}")`,
    ]);
  }
  const env = parseEnv(
    backingEnvSchema.extend({
      PORT: portSchema.optional(),
      HOST: z.string().default('127.0.0.1'),
      JWT_SECRET: jwtSecretSchema,
      REDIS_URL: requiredRedisUrlSchema(
        'services in separate processes share their jobs and events through Redis',
      ),
    }),
  );
  const logger = createLogger(name, env.LOG_LEVEL);
  const hosted = await hostServices({
    registry,
    names: [name],
    config: env,
    jwtSecret: env.JWT_SECRET,
    logger,
    serve: { host: env.HOST, port: (entry) => env.PORT ?? entry.port },
    targets: parseEnv(serviceTargetsSchema(registry)),
    runJobs: !env.MONGO_URL,
    processMetrics: true,
  });
  logger.info({ url: hosted.services[0]?.url }, `${name} listening`);
  onShutdownSignal(logger, hosted.close);
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exit(1);
}
