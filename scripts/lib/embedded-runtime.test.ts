import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedEntry, embeddedEnv, embeddedNodeFlags } from './embedded-runtime';

const packageJson = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8'),
) as { scripts: Record<string, string> };

describe('the embedded runtime settings', () => {
  it('when npm start runs the product, then it builds it and passes the same flags and environment the bench uses', () => {
    const start = packageJson.scripts.start ?? '';
    const settings = Object.entries(embeddedEnv).map(([name, value]) => `${name}=${value}`);
    expect(start).toBe(
      'tsx scripts/build-web.ts && tsx scripts/build-server.ts && ' +
        `${settings.join(' ')} node ${embeddedNodeFlags.join(' ')} ${embeddedEntry}`,
    );
  });
});
