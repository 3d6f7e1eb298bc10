import { z } from 'zod';
import { openJobs } from '@venue/service-kit/backing';
import { ConfigError, parseEnv, requiredRedisUrlSchema } from '@venue/service-kit/config';
import { createLogger, writeAfterLogs } from '@venue/service-kit/logger';
import { metricsListener, renderMetrics } from '@venue/service-kit/metrics';
import { serviceTargetsSchema } from '@venue/service-kit/service-targets';
import { onShutdownSignal, runServer } from '@venue/service-kit/run-server';
import { registry } from '@venue/registry/registry';
import { gatewayEnvSchema } from './gateway.config';
import { firstAdminNotice } from './first-admin-notice';
import { openGateway } from './gateway.process';

/** The gateway as its own process, in front of services running as their own processes. */
try {
  const env = parseEnv(
    gatewayEnvSchema.and(
      z.object({
        REDIS_URL: requiredRedisUrlSchema(
          'every gateway hears the events that keep its cache true through Redis',
        ),
      }),
    ),
  );
  const targets = parseEnv(serviceTargetsSchema(registry));
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const jobs = await openJobs(env, logger);
  const gateway = await openGateway(env, { registry, targets }, jobs, logger);
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : await runServer({
          app: metricsListener(() => renderMetrics([gateway.metrics], { process: true }), logger),
          port: env.METRICS_PORT,
          host: env.METRICS_HOST,
          logger,
        });
  const running = await runServer({
    app: gateway.listener,
    port: env.PORT,
    host: env.HOST,
    logger,
    closers: [gateway.close, () => jobs.close()],
  });
  logger.info({ url: running.url, metrics: metrics?.url }, 'gateway listening');
  if (gateway.generatedAdmin) {
    writeAfterLogs(
      logger,
      firstAdminNotice({
        ...gateway.generatedAdmin,
        signInUrl: `http://localhost:${env.PORT}/staff/login`,
      }),
    );
  }
  onShutdownSignal(logger, async () => {
    await running.close();
    await metrics?.close();
  });
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exit(1);
}
