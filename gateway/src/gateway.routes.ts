/**
 * The routes the gateway answers itself: the venue's clock, and staff's accounts, sessions and
 * the system's status.
 */
import express, { Router } from 'express';
import type { StaffCaller } from '@venue/auth/edge-auth';
import type { StaffDirectory } from '@venue/auth/staff-directory';
import { staffRoutes } from '@venue/auth/staff.routes';
import { staffApi, type SystemStatus } from '@venue/contracts/staff';
import { venueApi } from '@venue/contracts/venue-time';
import { apiRouter } from '@venue/service-kit/api-router';
import { venueClock } from '@venue/venue-time/venue-time';
import type { EdgeCacheStats } from './edge-cache';
import type { GatewayReadiness } from './readiness';

/** The routes the gateway answers itself. */
export const gatewayApis = [staffApi, venueApi];

const callerIdentity = (_req: unknown, res: express.Response) => {
  const caller = res.locals.caller as StaffCaller | null;
  return caller
    ? { sub: caller.account.id, username: caller.account.username, role: caller.account.role }
    : null;
};

export function gatewayRoutes(deps: {
  staff: StaffDirectory;
  jwtSecret: string;
  readiness: GatewayReadiness;
  edgeCacheStats: () => EdgeCacheStats;
}): Router {
  const routes = Router();
  routes.use(apiRouter(venueApi, { clock: () => venueClock() }, callerIdentity));
  routes.use(
    apiRouter(
      staffApi,
      {
        ...staffRoutes({ directory: deps.staff, jwtSecret: deps.jwtSecret }),
        status: async () => {
          const checks = await deps.readiness.everything();
          const status: SystemStatus = {
            status: Object.values(checks).every((state) => state === 'ok') ? 'online' : 'degraded',
            checks,
            edgeCache: deps.edgeCacheStats(),
          };
          return status;
        },
      },
      callerIdentity,
    ),
  );
  return routes;
}
