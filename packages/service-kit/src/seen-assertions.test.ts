import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from '@venue/store/create-store';
import type { Store } from '@venue/store/store.port';
import { tempDir } from '@venue/test-helpers/service-harness';
import { storedSeenAssertions } from './seen-assertions';

let dir = '';
let store: Store;
const open = async () => {
  store = await createStore({ kind: 'embedded', dir });
  return storedSeenAssertions(store);
};
beforeEach(async () => {
  dir = await tempDir('seen-assertions');
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const inAMinute = () => new Date(Date.now() + 60_000);

describe('the assertions a service has taken, in its store', () => {
  it('when an id comes a second time, then it is a replay; another id is not', async () => {
    const seen = await open();
    expect(await seen.firstUse('a', inAMinute())).toBe(true);
    expect(await seen.firstUse('a', inAMinute())).toBe(false);
    expect(await seen.firstUse('b', inAMinute())).toBe(true);
  });

  it('when the store is opened again (a restart), then an id taken before is still taken', async () => {
    expect(await (await open()).firstUse('before-restart', inAMinute())).toBe(true);
    await store.close();
    expect(await (await open()).firstUse('before-restart', inAMinute())).toBe(false);
  });

  it('when the same id comes many times at once, then exactly one is its first use', async () => {
    const seen = await open();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => seen.firstUse('raced', inAMinute())),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('when an assertion has expired, then its id is kept no longer', async () => {
    const seen = await open();
    const past = new Date(Date.now() - 1000);
    expect(await seen.firstUse('expired', past)).toBe(true);
    expect(await seen.firstUse('expired', past)).toBe(true);
  });
});
