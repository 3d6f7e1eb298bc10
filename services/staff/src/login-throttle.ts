import { ipKeyGenerator } from 'express-rate-limit';
import { DuplicateKeyError, type Filter, type Store } from '@venue/store/store.port';

export interface LoginLimits {
  windowMs: number;
  /** Failed attempts per client address in the window, whatever the username. */
  perIp: number;
  /**
   * Failed attempts per username in the window, whatever the address. Past it, only addresses
   * that failed for that username themselves are refused.
   */
  perUsername: number;
}

export interface LoginAttempt {
  /** The client address as Express reports it (`req.ip`). */
  ip: string;
  /** As typed: usernames compare trimmed and case-insensitively. */
  username: string;
}

type LoginThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Failed sign-ins from one address for one username in one window of the limits. */
export interface LoginFailures {
  id: string;
  /** The client address; IPv6 addresses by their /56 network, since one client holds many. */
  address: string;
  usernameKey: string;
  /** Windows are fixed: they start at multiples of windowMs on the throttle's clock. */
  windowStart: Date;
  count: number;
  /** The end of the window, after which the counter is deleted. */
  expiresAt: Date;
}

type Pair = Pick<LoginFailures, 'address' | 'usernameKey'>;

const pairOf = ({ ip, username }: LoginAttempt): Pair => ({
  address: ipKeyGenerator(ip),
  usernameKey: username.trim().toLowerCase(),
});

/**
 * Sign-in limits kept in the staff service's store, so a restart or any gateway sees the same
 * counts. Only failures count, and a username's limit never refuses an address that has not
 * failed for it: someone failing on purpose elsewhere cannot lock the owner out.
 *
 * Use: `admit` before checking the password (the gateway refuses with a 429 and Retry-After
 * when it says no), `recordSuccess` after the right one. An admitted attempt counts as a failure from the
 * start, so parallel guesses cannot all pass before any of them is recorded.
 */
export async function loginThrottle(
  store: Store,
  limits: LoginLimits,
  options: { now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  const failures = await store.collection<LoginFailures>('login_failures', {
    indexes: [
      { fields: { address: 1, usernameKey: 1, windowStart: 1 }, unique: true },
      { fields: { address: 1, windowStart: 1 } },
      { fields: { usernameKey: 1, windowStart: 1 } },
      { fields: { expiresAt: 1 } },
    ],
  });

  /** One more failure for the pair in the window; the pair's count after it. */
  async function countFailure(pair: Pair, windowStart: Date): Promise<number> {
    const counter = { ...pair, windowStart };
    const counted = await failures.updateOne(counter, { $inc: { count: 1 } });
    if (counted) return counted.count;
    try {
      const expiresAt = new Date(windowStart.getTime() + limits.windowMs);
      return (await failures.insert({ ...counter, count: 1, expiresAt })).count;
    } catch (error) {
      // A parallel attempt created the counter first: count on that one.
      if (!(error instanceof DuplicateKeyError)) throw error;
      return countFailure(pair, windowStart);
    }
  }

  /** The failures matching `filter`, counted up to `cap` counters (each holds at least one). */
  async function failuresIn(filter: Filter, cap: number): Promise<number> {
    const counters = await failures.find({ ...filter, count: { $gt: 0 } }, { limit: cap });
    return counters.reduce((sum, counter) => sum + counter.count, 0);
  }

  return {
    async admit(attempt: LoginAttempt): Promise<LoginThrottleDecision> {
      const at = now();
      const windowStart = new Date(at - (at % limits.windowMs));
      const pair = pairOf(attempt);
      await failures.deleteMany({ expiresAt: { $lt: new Date(at) } });

      // Counted before looking, so each of many racing attempts sees at least those before it.
      const byPair = await countFailure(pair, windowStart);
      const [byAddress, byUsername] = await Promise.all([
        failuresIn({ address: pair.address, windowStart }, limits.perIp + 1),
        failuresIn({ usernameKey: pair.usernameKey, windowStart }, limits.perUsername + 1),
      ]);
      // Each count includes this attempt: "over" means the failures before it reach the limit.
      const addressOver = byAddress > limits.perIp;
      const usernameOverHere = byUsername > limits.perUsername && byPair > 1;
      if (!addressOver && !usernameOverHere) return { allowed: true };

      // A refused attempt checks no password, so it is not a failure.
      const counter = { ...pair, windowStart };
      await failures.updateOne(counter, { $inc: { count: -1 } });
      await failures.deleteMany({ ...counter, count: { $lt: 1 } });
      const windowEnd = windowStart.getTime() + limits.windowMs;
      return { allowed: false, retryAfterSeconds: Math.ceil((windowEnd - at) / 1000) };
    },

    /** The right password: this address's failures for this username are forgotten. */
    async recordSuccess(attempt: LoginAttempt): Promise<void> {
      await failures.deleteMany(pairOf(attempt));
    },
  };
}

export type LoginThrottle = Awaited<ReturnType<typeof loginThrottle>>;
