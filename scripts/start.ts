/**
 * The embedded default: one Node process hosting the gateway and every service, each service on
 * its own loopback port, with embedded stores under DATA_DIR and one in-process queue (or Mongo
 * and Redis when MONGO_URL / REDIS_URL are set).
 */
import { gatewayEnvSchema } from '@venue/gateway/gateway.config';
import { firstAdminNotice } from '@venue/gateway/first-admin-notice';
import { askHosted, askOverHttp } from '@venue/gateway/edge-cache';
import { openGateway, resolveJwtSecret } from '@venue/gateway/gateway.process';
import { openJobs } from '@venue/service-kit/backing';
import { ConfigError, parseEnv } from '@venue/service-kit/config';
import { hostServices } from '@venue/service-kit/host';
import { createLogger, writeAfterLogs } from '@venue/service-kit/logger';
import { metricsListener, renderMetrics } from '@venue/service-kit/metrics';
import { onShutdownSignal, runServer } from '@venue/service-kit/run-server';
import { registry } from '@venue/registry/registry';

async function main() {
  const env = parseEnv(gatewayEnvSchema);
  const logger = createLogger('venue', env.LOG_LEVEL);
  const jwtSecret = await resolveJwtSecret(env);
  const jobs = await openJobs(env, logger);
  const hosted = await hostServices({
    registry,
    config: env,
    jwtSecret,
    logger,
    jobs,
    serve: { host: '127.0.0.1', port: () => 0 },
    runJobs: true,
  });
  const targets = Object.fromEntries(
    hosted.services.map((service) => [service.name, service.url as string]),
  );
  // The services are in this process: the edge cache asks them for a public read by a call.
  const reads = Object.fromEntries(
    hosted.services.flatMap((service) => (service.reads ? [[service.name, service.reads]] : [])),
  );
  const gateway = await openGateway(
    { ...env, JWT_SECRET: jwtSecret },
    { registry, targets, askService: askHosted(reads, askOverHttp(targets)) },
    jobs,
    logger.child({ service: 'gateway' }),
  );
  // One scrape for the whole process: its own metrics once, the gateway's and every service's.
  const parts = [gateway.metrics, ...hosted.services.map((service) => service.metrics)];
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : await runServer({
          app: metricsListener(() => renderMetrics(parts, { process: true }), logger),
          port: env.METRICS_PORT,
          host: env.METRICS_HOST,
          logger,
        });
  const front = await runServer({
    app: gateway.listener,
    port: env.PORT,
    host: env.HOST,
    logger,
    closers: [gateway.close],
  });
  const siteUrl = `http://localhost:${front.port}`;
  logger.info(`The venue site is ready at ${siteUrl}`);
  // A parent that started it with an IPC channel (a process manager waiting for ready, a test
  // that asked for PORT=0) learns the port it listens on, with no port chosen ahead and raced for.
  process.send?.({ ready: { port: front.port } });
  if (metrics) logger.info(`Metrics for Prometheus at ${metrics.url}/metrics`);
  if (gateway.generatedAdmin) {
    // Last, after the start-up's log lines: the one thing the person starting it must read.
    writeAfterLogs(
      logger,
      firstAdminNotice({ ...gateway.generatedAdmin, signInUrl: `${siteUrl}/staff/login` }),
    );
  }

  onShutdownSignal(logger, async () => {
    await front.close();
    await metrics?.close();
    await hosted.close();
    await jobs.close();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exit(1);
});
