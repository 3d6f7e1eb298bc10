/**
 * The embedded default: one Node process hosting the gateway and every service, each on its own
 * loopback port, with embedded stores under DATA_DIR and one in-process queue (or Mongo and
 * Redis when MONGO_URL / REDIS_URL are set).
 */
import { gatewayEnvSchema } from '@venue/gateway/gateway.config';
import { openGateway, resolveJwtSecret } from '@venue/gateway/gateway.process';
import type { ServiceTargets } from '@venue/gateway/service-targets';
import { serviceModules } from '../services/registry';
import { openJobs, openStore } from '@venue/service-kit/backing';
import { ConfigError, parseEnv } from '@venue/service-kit/config';
import { createLogger } from '@venue/service-kit/logger';
import { onShutdownSignal, runServer, type RunningServer } from '@venue/service-kit/run-server';

async function main() {
  const env = parseEnv(gatewayEnvSchema);
  const logger = createLogger('venue', env.LOG_LEVEL);
  const jwtSecret = await resolveJwtSecret(env);
  const jobs = openJobs(env, logger);
  const services: RunningServer[] = [];
  const targets: Partial<ServiceTargets> = {};
  for (const service of serviceModules) {
    const store = await openStore(env, service.name);
    const deps = { store, jobs, logger: logger.child({ service: service.name }), jwtSecret };
    const app = await service.build(deps);
    await service.work?.(deps);
    const running = await runServer({
      app,
      port: 0,
      host: '127.0.0.1',
      logger: deps.logger,
      closers: [() => store.close()],
    });
    services.push(running);
    targets[service.name] = running.url;
  }
  const gateway = await openGateway(
    { ...env, JWT_SECRET: jwtSecret },
    targets as ServiceTargets,
    logger.child({ service: 'gateway' }),
  );
  const front = await runServer({
    app: gateway.app,
    port: env.PORT,
    host: env.HOST,
    logger,
    closers: [gateway.closeStore],
  });
  logger.info(`The venue site is ready at http://localhost:${front.port}`);

  onShutdownSignal(logger, async () => {
    await front.close();
    await jobs.close();
    await Promise.all(services.map((service) => service.close()));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exit(1);
});
