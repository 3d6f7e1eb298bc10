import { loadOrCreateJwtSecret } from '@venue/auth/jwt-secret';
import { staffDirectory, type StaffDirectory } from '@venue/auth/staff-directory';
import { identityKey } from '@venue/service-kit/gateway-identity';
import type { Logger } from '@venue/service-kit/logger';
import { serviceClient } from '@venue/service-kit/service-client';
import { buildGateway, type GatewayDeps } from './gateway.app';
import type { GatewayEnv } from './gateway.config';
import { memoryStores, sharedStores } from './rate-limit-stores';
import { loadWebApp } from './web-bundle';
import type { Jobs } from '@venue/jobs/jobs.port';

export async function resolveJwtSecret(env: GatewayEnv): Promise<string> {
  return env.JWT_SECRET ?? loadOrCreateJwtSecret(env.DATA_DIR);
}

/**
 * With Redis, the public routes' limits are counted there, for every gateway alike; the
 * one-process product (no Redis) counts in its memory and never loads a Redis client.
 */
async function rateLimitStoresFor(env: GatewayEnv, logger: Logger) {
  if (!env.REDIS_URL) return { stores: memoryStores, close: async () => {} };
  const { openRedisConnection } = await import('@venue/service-kit/redis-connection');
  const connection = openRedisConnection(env.REDIS_URL, { name: 'gateway:rate-limits', logger });
  // A start normally finds Redis up: give the connection a moment. Without it, the limits are
  // counted in memory (and the stores say so) until it comes.
  await connection.ready(3_000).catch(() => undefined);
  return { stores: sharedStores(connection, logger), close: () => connection.close() };
}

/**
 * The first admin, when the staff service has no account yet: from STAFF_ADMIN_USERNAME and
 * STAFF_ADMIN_PASSWORD, or (embedded default only; the staff service decides) with a made-up
 * password this start shows once. A staff service that does not answer does not stop the start:
 * staff sign-in answers 503 until it does, and the next start makes sure again.
 */
async function ensureFirstAdmin(env: GatewayEnv, staff: StaffDirectory, logger: Logger) {
  try {
    const { created, accountsExist } = await staff.ensureFirstAdmin({
      username: env.STAFF_ADMIN_USERNAME,
      password: env.STAFF_ADMIN_PASSWORD,
    });
    if (created && !created.generatedPassword) {
      logger.info(
        { username: created.username },
        'created the first staff admin from STAFF_ADMIN_USERNAME',
      );
    } else if (!accountsExist) {
      logger.warn(
        'There is no staff account yet: set STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD, or run create-staff',
      );
    }
    return created?.generatedPassword
      ? { username: created.username, password: created.generatedPassword }
      : null;
  } catch (error) {
    logger.warn(
      { err: error },
      'the staff service did not answer: the first admin is made sure of at the next start',
    );
    return null;
  }
}

/** Builds the gateway app in front of the services, and makes sure there is a first admin. */
export async function openGateway(
  env: GatewayEnv,
  services: Pick<GatewayDeps, 'registry' | 'targets' | 'askService'>,
  jobs: Jobs,
  logger: Logger,
) {
  const jwtSecret = await resolveJwtSecret(env);
  // The gateway asks the staff service as a part of the product, never as a staff member.
  const staff = staffDirectory(
    serviceClient({
      caller: 'gateway',
      urlOf: (service) => services.targets[service],
      identityKey: identityKey(jwtSecret),
    }),
  );
  const generatedAdmin = await ensureFirstAdmin(env, staff, logger);
  const limits = await rateLimitStoresFor(env, logger);
  const gateway = buildGateway({
    ...services,
    web: await loadWebApp(env.WEB_DIST),
    publicBaseUrl: env.PUBLIC_BASE_URL,
    jobs,
    edgeCache: { maxBytes: env.EDGE_CACHE_MAX_MB * 1024 * 1024 },
    staff,
    jwtSecret,
    logger,
    trustProxy: env.TRUST_PROXY,
    rateLimitStores: limits.stores,
  });
  return {
    listener: gateway.listener,
    metrics: gateway.metrics,
    jwtSecret,
    /**
     * The first admin this start created with a generated password, to be shown once the site
     * is ready (`firstAdminNotice`); it is never shown again. Null on every other start.
     */
    generatedAdmin,
    /** Stops hearing events and counting limits in Redis. */
    close: async () => {
      await gateway.close();
      await limits.close();
    },
  };
}
