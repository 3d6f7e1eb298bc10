import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '@venue/service-kit/backing';
import type { Store } from '@venue/store/store.port';
import {
  loginThrottle,
  type LoginAttempt,
  type LoginFailures,
  type LoginLimits,
  type LoginThrottle,
} from './login-throttle';

const limits: LoginLimits = { windowMs: 60_000, perIp: 5, perUsername: 3 };
/** One second into a window, so 59 seconds of it are left. */
const startOfTest = Date.UTC(2026, 10, 22, 18, 0, 1);

let dir: string;
let store: Store;
let clock: number;
let throttle: LoginThrottle;

const open = async () => {
  store = await openStore({ DATA_DIR: dir }, 'staff');
  throttle = await loginThrottle(store, limits, { now: () => clock });
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'venue-auth-'));
  clock = startOfTest;
  await open();
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** An attempt the throttle let through and that was not followed by a success: a failure. */
const fail = async (attempt: LoginAttempt) =>
  expect(await throttle.admit(attempt)).toEqual({ allowed: true });

const succeed = async (attempt: LoginAttempt) => {
  expect(await throttle.admit(attempt)).toEqual({ allowed: true });
  await throttle.recordSuccess(attempt);
};

const refusedFor59Seconds = { allowed: false, retryAfterSeconds: 59 };

describe('the per-address limit', () => {
  it('when an address has failed perIp times, then every attempt from it is refused until the window passes', async () => {
    for (let attempt = 0; attempt < limits.perIp; attempt++) {
      await fail({ ip: '203.0.113.7', username: `user${attempt}` });
    }

    expect(await throttle.admit({ ip: '203.0.113.7', username: 'someone-new' })).toEqual(
      refusedFor59Seconds,
    );
    expect(await throttle.admit({ ip: '198.51.100.2', username: 'someone-new' })).toEqual({
      allowed: true,
    });
    clock += 59_000;
    expect(await throttle.admit({ ip: '203.0.113.7', username: 'someone-new' })).toEqual({
      allowed: true,
    });
  });

  it('when sign-ins succeed, then they never count towards the limit', async () => {
    for (let attempt = 0; attempt < limits.perIp * 3; attempt++) {
      await succeed({ ip: '203.0.113.7', username: 'crew' });
    }

    await fail({ ip: '203.0.113.7', username: 'crew' });
  });

  it('when IPv6 addresses share a /56, or an IPv4 address comes IPv6-mapped, then they count as one address', async () => {
    for (let attempt = 0; attempt < limits.perIp; attempt++) {
      await fail({ ip: `2001:db8:0:${attempt}::${attempt + 1}`, username: `user${attempt}` });
    }
    expect(await throttle.admit({ ip: '2001:db8:0:ff::9', username: 'x' })).toEqual(
      refusedFor59Seconds,
    );

    for (let attempt = 0; attempt < limits.perIp; attempt++) {
      await fail({ ip: '203.0.113.7', username: `user${attempt}` });
    }
    expect(await throttle.admit({ ip: '::ffff:203.0.113.7', username: 'x' })).toEqual(
      refusedFor59Seconds,
    );
  });

  it('when many attempts from one address race each other, then no more than perIp get through', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        throttle.admit({ ip: '203.0.113.7', username: `user${attempt % 4}` }),
      ),
    );

    const allowed = decisions.filter((decision) => decision.allowed);
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.length).toBeLessThanOrEqual(limits.perIp);
  });
});

describe('the per-username limit', () => {
  const spoiler = { ip: '203.0.113.66', username: 'crew' };
  const owner = { ip: '198.51.100.2', username: 'crew' };

  it('when a username has failed perUsername times, then the addresses that failed for it are refused', async () => {
    await fail(spoiler);
    await fail({ ip: '203.0.113.67', username: 'crew' });
    await fail(spoiler);

    expect(await throttle.admit(spoiler)).toEqual(refusedFor59Seconds);
    expect(await throttle.admit({ ip: '203.0.113.67', username: 'crew' })).toEqual(
      refusedFor59Seconds,
    );
    expect(await throttle.admit({ ip: '203.0.113.66', username: 'boss' })).toEqual({
      allowed: true,
    });
  });

  it('when someone else locked a username, then its owner from a clean address still signs in with the right password', async () => {
    for (let attempt = 0; attempt < limits.perUsername; attempt++) await fail(spoiler);

    expect(await throttle.admit(owner)).toEqual({ allowed: true });
    await throttle.recordSuccess(owner);

    await succeed(owner);
    expect(await throttle.admit(spoiler)).toEqual(refusedFor59Seconds);
  });

  it('when a clean address gets the password of a locked username wrong, then that failure counts and the address is refused next', async () => {
    for (let attempt = 0; attempt < limits.perUsername; attempt++) await fail(spoiler);

    await fail(owner);

    expect(await throttle.admit(owner)).toEqual(refusedFor59Seconds);
  });

  it('when usernames differ only by case or surrounding spaces, then they count as one', async () => {
    await fail({ ip: '203.0.113.66', username: 'Crew' });
    await fail({ ip: '203.0.113.66', username: ' CREW ' });
    await fail({ ip: '203.0.113.66', username: 'crew' });

    expect(await throttle.admit({ ip: '203.0.113.66', username: 'cReW' })).toEqual(
      refusedFor59Seconds,
    );
  });
});

describe('successes and expiry', () => {
  it('when an address signs in, then its failures for that username are forgotten, and only those', async () => {
    await fail({ ip: '203.0.113.7', username: 'crew' });
    await fail({ ip: '203.0.113.7', username: 'crew' });
    await fail({ ip: '203.0.113.7', username: 'boss' });
    await succeed({ ip: '203.0.113.7', username: 'crew' });

    for (let attempt = 0; attempt < limits.perIp - 1; attempt++) {
      await fail({ ip: '203.0.113.7', username: `user${attempt}` });
    }
    expect(await throttle.admit({ ip: '203.0.113.7', username: 'crew' })).toEqual(
      refusedFor59Seconds,
    );
  });

  it('when attempts are refused, then they do not count as failures', async () => {
    for (let attempt = 0; attempt < limits.perUsername; attempt++) {
      await fail({ ip: '203.0.113.7', username: 'crew' });
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      await throttle.admit({ ip: '203.0.113.7', username: 'crew' });
      await throttle.admit({ ip: '203.0.113.7', username: 'boss' });
    }

    const counters = await store.collection<LoginFailures>('login_failures');
    const stored = await counters.find({}, { sort: { usernameKey: 1 } });
    expect(stored.map(({ usernameKey, count }) => ({ usernameKey, count }))).toEqual([
      { usernameKey: 'boss', count: limits.perIp - limits.perUsername },
      { usernameKey: 'crew', count: limits.perUsername },
    ]);
  });

  it('when counters have outlived their window, then the next attempt deletes them', async () => {
    await fail({ ip: '203.0.113.7', username: 'crew' });
    await fail({ ip: '198.51.100.2', username: 'boss' });
    clock += 2 * limits.windowMs;

    await fail({ ip: '203.0.113.7', username: 'crew' });

    const counters = await store.collection<LoginFailures>('login_failures');
    expect(await counters.find({})).toEqual([
      {
        id: expect.any(String),
        address: '203.0.113.7',
        usernameKey: 'crew',
        windowStart: new Date(startOfTest - 1000 + 2 * limits.windowMs),
        count: 1,
        expiresAt: new Date(startOfTest - 1000 + 3 * limits.windowMs),
      },
    ]);
  });

  it('when the process restarts, then a new throttle on the same store still refuses', async () => {
    for (let attempt = 0; attempt < limits.perIp; attempt++) {
      await fail({ ip: '203.0.113.7', username: `user${attempt}` });
    }
    await store.close();

    await open();

    expect(await throttle.admit({ ip: '203.0.113.7', username: 'crew' })).toEqual(
      refusedFor59Seconds,
    );
  });
});
