/**
 * The rule for suites that need Redis: run them on a real redis-server; outside CI skip them
 * visibly when redis-server is not installed; in CI a missing redis-server fails, never skips.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type RedisServer, redisServerAvailable, startRedisServer } from './redis-server';

export type RedisSuitePlan = 'run' | 'skip' | 'fail';

export function planRedisSuite(environment: {
  redisServerInstalled: boolean;
  ci: boolean;
}): RedisSuitePlan {
  if (environment.redisServerInstalled) return 'run';
  return environment.ci ? 'fail' : 'skip';
}

/**
 * A describe block with one redis-server for all its tests (started in beforeAll, stopped in
 * afterAll). `server()` gives the running server inside hooks and tests.
 */
export function describeWithRedisServer(
  name: string,
  body: (server: () => RedisServer) => void,
): void {
  const plan = planRedisSuite({
    redisServerInstalled: redisServerAvailable(),
    ci: process.env.CI === 'true',
  });
  const notStarted = (): RedisServer => {
    throw new Error(`${name}: redis-server is not running`);
  };

  if (plan === 'fail') {
    describe(name, () => {
      it('needs redis-server on PATH (CI never skips Redis suites)', () => {
        throw new Error('redis-server is not installed; install it (apt-get install redis-server)');
      });
    });
    return;
  }
  if (plan === 'skip') {
    // Only outside CI, and only for a missing redis-server: say so loudly rather than fail a laptop.
    console.warn(`${name}: SKIPPED, redis-server is not installed (apt-get install redis-server)`);
    describe.skip(`${name} (skipped: redis-server not installed)`, () => body(notStarted));
    return;
  }
  describe(name, () => {
    let running: RedisServer | undefined;
    beforeAll(async () => {
      running = await startRedisServer();
    });
    afterAll(async () => {
      await running?.stop();
    });
    body(() => running ?? notStarted());
  });
}
