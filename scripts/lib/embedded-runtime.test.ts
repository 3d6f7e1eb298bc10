import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedEnv, embeddedNodeFlags } from './embedded-runtime';

const packageJson = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8'),
) as { scripts: Record<string, string> };

describe('the embedded runtime settings', () => {
  it('when npm start runs the product, then it passes the same flags and environment the bench uses', () => {
    const start = packageJson.scripts.start ?? '';
    const settings = Object.entries(embeddedEnv).map(([name, value]) => `${name}=${value}`);
    expect(start).toContain(
      `${settings.join(' ')} tsx ${embeddedNodeFlags.join(' ')} scripts/start.ts`,
    );
  });
});
