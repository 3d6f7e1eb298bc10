import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceDigest } from './source-digest';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'source-digest-'));
  await mkdir(path.join(root, 'web/src'), { recursive: true });
  await mkdir(path.join(root, 'web/dist'), { recursive: true });
  await mkdir(path.join(root, 'web/node_modules/x'), { recursive: true });
  await writeFile(path.join(root, 'web/src/main.tsx'), 'render()');
  await writeFile(path.join(root, 'web/index.html'), '<div id="root"></div>');
  await writeFile(path.join(root, 'package-lock.json'), '{}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const digest = (extra?: Record<string, string>) =>
  sourceDigest(root, ['web', 'package-lock.json', 'missing'], extra);

describe('the web sources digest', () => {
  it('when nothing changed, then the digest is the same; build output and installed modules do not count', async () => {
    const before = await digest();
    await writeFile(path.join(root, 'web/dist/index.html'), 'built');
    await writeFile(path.join(root, 'web/node_modules/x/index.js'), 'installed');
    expect(await digest()).toBe(before);
  });

  it('when a source file changes, is added or is renamed, then the digest changes', async () => {
    const before = await digest();
    await writeFile(path.join(root, 'web/src/main.tsx'), 'render(2)');
    const edited = await digest();
    expect(edited).not.toBe(before);
    await writeFile(path.join(root, 'web/src/extra.ts'), '');
    const added = await digest();
    expect(added).not.toBe(edited);
    await rm(path.join(root, 'web/src/extra.ts'));
    await writeFile(path.join(root, 'web/src/renamed.ts'), '');
    expect(await digest()).not.toBe(added);
  });

  it('when a lock file or a build variable changes, then the digest changes', async () => {
    const before = await digest({ VITE_VENUE_NAME: 'Arcade' });
    await writeFile(path.join(root, 'package-lock.json'), '{"x":1}');
    const locked = await digest({ VITE_VENUE_NAME: 'Arcade' });
    expect(locked).not.toBe(before);
    expect(await digest({ VITE_VENUE_NAME: 'Other' })).not.toBe(locked);
  });
});
