import { z } from 'zod';
import { parseEnv } from '@venue/service-kit/config';
import { createLogger } from '@venue/service-kit/logger';
import { onShutdownSignal, runServer } from '@venue/service-kit/run-server';
import { gatewayEnvSchema } from './gateway.config';
import { openGateway } from './gateway.process';

const serviceUrl = z.url({ error: 'must be a URL such as http://catalogue:4001' });

/** The gateway as its own process, in front of services running as their own processes. */
const env = parseEnv(gatewayEnvSchema.and(z.object({ CATALOGUE_URL: serviceUrl })));
const logger = createLogger('gateway', env.LOG_LEVEL);
const gateway = await openGateway(env, { catalogue: env.CATALOGUE_URL }, logger);
const running = await runServer({
  app: gateway.app,
  port: env.PORT,
  host: env.HOST,
  logger,
  closers: [gateway.closeStore],
});
logger.info({ url: running.url }, 'gateway listening');
onShutdownSignal(logger, running.close);
