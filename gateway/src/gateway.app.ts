import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { requireActiveStaff } from '@venue/auth/edge-auth';
import type { LoginLimits } from '@venue/auth/login-rate-limit';
import type { StaffAccounts } from '@venue/auth/staff-accounts.domain';
import { staffRoutes } from '@venue/auth/staff.routes';
import type { SystemStatus } from '@venue/contracts/staff';
import { errorHandler } from '@venue/service-kit/error-handler';
import { httpLogger } from '@venue/service-kit/http-logger';
import type { Logger } from '@venue/service-kit/logger';
import { apiAccess } from './access';
import { serviceProxy } from './proxy';
import { routeTable } from './route-table';
import type { ServiceTargets } from './service-targets';
import { spaRoutes } from './spa';

export interface GatewayDeps {
  targets: ServiceTargets;
  accounts: StaffAccounts;
  jwtSecret: string;
  webDist: string;
  logger: Logger;
  loginLimits: LoginLimits;
  /** Which proxies in front of the gateway to trust for the client address. */
  trustProxy: string | boolean;
  /** Readiness of the gateway's own store. */
  storeReady: () => Promise<void>;
  proxyTimeoutMs?: number;
}

export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
};

/** The only public port: API routed by the route table, staff checked at the edge, the SPA. */
export function buildGateway(deps: GatewayDeps) {
  const { logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy);
  app.use(helmet({ contentSecurityPolicy }));
  app.use(
    httpLogger(logger, { acceptRequestId: false, ignore: (url) => !url.startsWith('/api/') }),
  );
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = await gatewayReadiness(deps);
    const failing = Object.entries(checks).filter(([, state]) => state !== 'ok');
    if (failing.length > 0) {
      res.status(503).json({
        message: `Not ready: ${failing.map(([name]) => name).join(', ')} unavailable`,
        checks,
      });
    } else {
      res.json({ status: 'ready', service: 'gateway', checks });
    }
  });

  app.use('/api', apiAccess(requireActiveStaff(deps.accounts, deps.jwtSecret)));
  app.use(staffRoutes({ accounts: deps.accounts, loginLimits: deps.loginLimits }));
  app.get('/api/staff/status', async (_req, res) => {
    const checks = await gatewayReadiness(deps);
    const status: SystemStatus = {
      status: Object.values(checks).every((state) => state === 'ok') ? 'online' : 'degraded',
      checks,
    };
    res.json(status);
  });
  for (const entry of routeTable) {
    if (entry.service === 'gateway') continue;
    app.use(
      serviceProxy({
        service: entry.service,
        target: deps.targets[entry.service],
        prefix: entry.prefix,
        logger,
        timeoutMs: deps.proxyTimeoutMs ?? 30_000,
      }),
    );
  }
  app.use(spaRoutes(deps.webDist));
  app.use(errorHandler(logger));
  return app;
}

/** The gateway is ready when its store is and every service says it is. */
async function gatewayReadiness(deps: GatewayDeps): Promise<Record<string, 'ok' | 'unavailable'>> {
  const probes: Array<[string, () => Promise<void>]> = [
    ['store', deps.storeReady],
    ...Object.entries(deps.targets).map(([service, url]): [string, () => Promise<void>] => [
      service,
      async () => {
        const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
        if (!response.ok) throw new Error(`${service} answered ${response.status}`);
      },
    ]),
  ];
  const results = await Promise.all(
    probes.map(async ([name, probe]) => {
      try {
        await probe();
        return [name, 'ok'] as const;
      } catch (error) {
        deps.logger.warn({ err: error, check: name }, 'readiness check failed');
        return [name, 'unavailable'] as const;
      }
    }),
  );
  return Object.fromEntries(results);
}
