import { z } from 'zod';
import { openJobs } from '@venue/service-kit/backing';
import { ConfigError, parseEnv, requiredRedisUrlSchema } from '@venue/service-kit/config';
import { createLogger } from '@venue/service-kit/logger';
import { onShutdownSignal, runServer } from '@venue/service-kit/run-server';
import { registry } from '../../services/registry';
import { gatewayEnvSchema } from './gateway.config';
import { openGateway } from './gateway.process';

/** `<NAME>_URL` for each service in the registry; by default its compose host name and port. */
const targetsSchema = z.object(
  Object.fromEntries(
    registry.map((entry) => [
      `${entry.name.toUpperCase()}_URL`,
      z
        .url({ error: `must be a URL such as http://${entry.name}:${entry.port}` })
        .default(`http://${entry.name}:${entry.port}`),
    ]),
  ),
);

/** The gateway as its own process, in front of services running as their own processes. */
try {
  const env = parseEnv(
    gatewayEnvSchema.and(targetsSchema).and(
      z.object({
        REDIS_URL: requiredRedisUrlSchema(
          'every gateway hears the events that keep its cache true through Redis',
        ),
      }),
    ),
  );
  const targets = Object.fromEntries(
    registry.map((entry) => [
      entry.name,
      (env as Record<string, string>)[`${entry.name.toUpperCase()}_URL`] as string,
    ]),
  );
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const jobs = openJobs(env, logger);
  const gateway = await openGateway(env, { registry, targets }, jobs, logger);
  const running = await runServer({
    app: gateway.listener,
    port: env.PORT,
    host: env.HOST,
    logger,
    closers: [gateway.close, () => jobs.close()],
  });
  logger.info({ url: running.url }, 'gateway listening');
  onShutdownSignal(logger, running.close);
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exit(1);
}
