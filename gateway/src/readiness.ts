/**
 * The gateway's readiness: its own parts, named as a service names its own (its queue: the jobs
 * port, on Redis when the gateway runs in its own process, without which its edge cache hears no
 * event that makes an entry stale), and, for staff's system status, each service's. Staff
 * accounts are the staff service's: a service.
 */
import type { RegistryEntry } from '@venue/service-kit/host';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Logger } from '@venue/service-kit/logger';
import { Router } from 'express';

type CheckState = 'ok' | 'unavailable';

/** How long one check may take before it counts as unavailable. */
const checkTimeoutMs = 2000;

export function gatewayReadiness(deps: {
  jobs: Jobs;
  logger: Logger;
  registry: RegistryEntry[];
  targets: Record<string, string>;
}) {
  const ownChecks: Record<string, () => Promise<void>> = {
    queue: () => deps.jobs.ping(),
  };

  const ownCheck = async (name: string, check: () => Promise<void>): Promise<CheckState> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), checkTimeoutMs);
        }),
      ]);
      return 'ok';
    } catch (error) {
      deps.logger.warn({ err: error, check: name }, 'a gateway readiness check failed');
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  };

  const ownState = async (): Promise<Record<string, CheckState>> =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(ownChecks).map(async ([name, check]) => [name, await ownCheck(name, check)]),
      ),
    ) as Record<string, CheckState>;

  const serviceState = async (name: string): Promise<CheckState> => {
    try {
      const response = await fetch(`${deps.targets[name]}/readyz`, {
        signal: AbortSignal.timeout(checkTimeoutMs),
      });
      return response.ok ? 'ok' : 'unavailable';
    } catch {
      return 'unavailable';
    }
  };

  return {
    /**
     * /healthz, and /readyz: ready when the gateway's own parts are (a sick service turns only
     * its routes into 503s).
     */
    routes(): Router {
      const router = Router();
      router.get('/healthz', (_req, res) => {
        res.json({ status: 'ok', service: 'gateway' });
      });
      router.get('/readyz', async (_req, res) => {
        const checks = await ownState();
        const failing = Object.keys(checks).filter((name) => checks[name] !== 'ok');
        if (failing.length === 0) res.json({ status: 'ready', service: 'gateway', checks });
        else
          res.status(503).json({ message: `Not ready: ${failing.join(', ')} unavailable`, checks });
      });
      return router;
    },

    /** The gateway's own checks and every service's, by name. */
    async everything(): Promise<Record<string, CheckState>> {
      const [own, services] = await Promise.all([
        ownState(),
        Promise.all(
          deps.registry.map(async (entry) => [entry.name, await serviceState(entry.name)] as const),
        ),
      ]);
      return { ...own, ...Object.fromEntries(services) };
    },
  };
}

export type GatewayReadiness = ReturnType<typeof gatewayReadiness>;
