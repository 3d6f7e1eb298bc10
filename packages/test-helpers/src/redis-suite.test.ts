import { describe, expect, it } from 'vitest';
import { planRedisSuite } from './redis-suite';

describe('planRedisSuite', () => {
  it('when redis-server is installed, then the suite runs, in CI or not', () => {
    expect(planRedisSuite({ redisServerInstalled: true, ci: false })).toBe('run');
    expect(planRedisSuite({ redisServerInstalled: true, ci: true })).toBe('run');
  });

  it('when redis-server is missing outside CI, then the suite is skipped', () => {
    expect(planRedisSuite({ redisServerInstalled: false, ci: false })).toBe('skip');
  });

  it('when redis-server is missing in CI, then the suite fails', () => {
    expect(planRedisSuite({ redisServerInstalled: false, ci: true })).toBe('fail');
  });
});
