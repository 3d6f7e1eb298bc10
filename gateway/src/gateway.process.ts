import { loadOrCreateJwtSecret } from '@venue/auth/jwt-secret';
import { loginThrottle } from '@venue/auth/login-throttle';
import { staffAccounts } from '@venue/auth/staff-accounts.domain';
import { revokedTokensRepository } from '@venue/auth/revoked-tokens.repository';
import { staffUsersRepository } from '@venue/auth/staff-users.repository';
import { openStore } from '@venue/service-kit/backing';
import type { Logger } from '@venue/service-kit/logger';
import { buildGateway, type GatewayDeps } from './gateway.app';
import { isEmbeddedDefault, type GatewayEnv } from './gateway.config';
import { memoryStores, sharedStores } from './rate-limit-stores';
import { loadWebApp } from './web-app';
import type { Jobs } from '@venue/jobs/jobs.port';

/** Staff accounts live in the gateway's own database: the edge is where sign-in happens. */
export const staffDatabase = 'staff';

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

/** Opens the staff store, makes sure there is a first admin, and builds the gateway app. */
export async function openGateway(
  env: GatewayEnv,
  services: Pick<GatewayDeps, 'registry' | 'targets' | 'askService'>,
  jobs: Jobs,
  logger: Logger,
) {
  const jwtSecret = await resolveJwtSecret(env);
  const store = await openStore(env, staffDatabase);
  const accounts = staffAccounts(
    await staffUsersRepository(store),
    await revokedTokensRepository(store),
    jwtSecret,
  );
  const firstAdmin = await accounts.ensureFirstAdmin({
    username: env.STAFF_ADMIN_USERNAME,
    password: env.STAFF_ADMIN_PASSWORD,
    allowGenerated: isEmbeddedDefault(env),
  });
  if (firstAdmin && !firstAdmin.generatedPassword) {
    logger.info(
      { username: firstAdmin.account.username },
      'created the first staff admin from STAFF_ADMIN_USERNAME',
    );
  } else if (!isEmbeddedDefault(env) && (await accounts.list()).length === 0) {
    logger.warn(
      'There is no staff account yet: set STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD, or run create-staff',
    );
  }
  const limits = await rateLimitStoresFor(env, logger);
  const gateway = buildGateway({
    ...services,
    web: await loadWebApp(env.WEB_DIST),
    publicBaseUrl: env.PUBLIC_BASE_URL,
    jobs,
    edgeCache: { maxBytes: env.EDGE_CACHE_MAX_MB * 1024 * 1024 },
    accounts,
    jwtSecret,
    logger,
    trustProxy: env.TRUST_PROXY,
    storeReady: () => store.ping(),
    rateLimitStores: limits.stores,
    loginThrottle: await loginThrottle(store, {
      windowMs: 15 * 60_000,
      perIp: env.LOGIN_LIMIT_PER_IP,
      perUsername: env.LOGIN_LIMIT_PER_USERNAME,
    }),
  });
  return {
    listener: gateway.listener,
    metrics: gateway.metrics,
    jwtSecret,
    /**
     * The first admin this start created with a generated password, to be shown once the site
     * is ready (`firstAdminNotice`); it is never shown again. Null on every other start.
     */
    generatedAdmin: firstAdmin?.generatedPassword
      ? { username: firstAdmin.account.username, password: firstAdmin.generatedPassword }
      : null,
    /** Stops hearing events, then closes the staff store. */
    close: async () => {
      await gateway.close();
      await limits.close();
      await store.close();
    },
  };
}
