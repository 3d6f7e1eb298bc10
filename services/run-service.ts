/**
 * One service as its own process (split mode and production): `tsx services/run-service.ts
 * <name>`; or several in one process, each on its registry port (`tsx services/run-service.ts
 * catalogue events ...`), as a host that serves them together does (`npm run test:hosts`). With
 * Mongo the worker process runs their jobs; with embedded stores only this process may open a
 * service's store, so it runs them here.
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

const names = process.argv.slice(2);
try {
  const unknown = names.filter((name) => !registry.some((entry) => entry.name === name));
  if (names.length === 0 || unknown.length > 0) {
    throw new ConfigError([
      `service: give one or more of ${registry.map((entry) => entry.name).join(', ')} (got "${unknown.join(' ')}")`,
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
  if (env.PORT !== undefined && names.length > 1) {
    throw new ConfigError(['PORT: is for one service; several listen on their registry ports']);
  }
  const logger = createLogger(names.join('+'), env.LOG_LEVEL);
  const hosted = await hostServices({
    registry,
    names,
    config: env,
    jwtSecret: env.JWT_SECRET,
    logger,
    serve: { host: env.HOST, port: (entry) => env.PORT ?? entry.port },
    targets: parseEnv(serviceTargetsSchema(registry)),
    runJobs: !env.MONGO_URL,
    processMetrics: true,
  });
  for (const service of hosted.services) {
    logger.info({ url: service.url }, `${service.name} listening`);
  }
  onShutdownSignal(logger, hosted.close);
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exit(1);
}
