import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from '@venue/test-helpers/product';

/**
 * The weather provider is down for the whole run. It is one warning line per refresh; the pages
 * that show the weather (/contact) render without it and log nothing at error level.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
let product: RunningProduct;

type LogLine = {
  level: number;
  msg: string;
  provider?: string;
  reason?: string;
  err?: unknown;
  req?: { url: string };
};

/** The product's log lines (JSON) printed after `from` characters of its output. */
const logLines = (from = 0): LogLine[] =>
  product
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  if (!existsSync(path.join(repoRoot, 'web/dist/server/entry-server.js'))) {
    throw new Error('This test renders the real pages: build the web app first (npm run build)');
  }
  product = await startProduct({
    env: {
      LOG_LEVEL: 'info',
      STAFF_ADMIN_USERNAME: 'weatheradmin',
      STAFF_ADMIN_PASSWORD: 'weather-admin-password',
      // Nothing listens on port 9 of loopback: every refresh fails at once.
      OPEN_METEO_URL: 'http://127.0.0.1:9',
    },
  });
});
afterAll(() => product?.stop());

describe('pages while the weather provider is down', () => {
  it('when /contact is viewed while the provider is unreachable, then nothing is logged at error level, and the refresh said why in one warning line', async () => {
    await expect
      .poll(() => logLines().filter((line) => line.msg.includes('weather could not be refreshed')))
      .toHaveLength(1);
    const viewsFrom = product.output().length;

    for (let view = 0; view < 3; view += 1) {
      const response = await fetch(`${product.baseUrl}/contact`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Weather data unavailable');
    }
    const weatherReads = () =>
      logLines(viewsFrom).filter((line) => line.req?.url === '/api/weather');
    await expect.poll(() => weatherReads().length).toBeGreaterThanOrEqual(3);

    expect(logLines(viewsFrom).filter((line) => line.level >= 50)).toEqual([]);
    const [refresh] = logLines().filter((line) =>
      line.msg.includes('weather could not be refreshed'),
    );
    expect(refresh).toMatchObject({
      level: 40,
      provider: 'open-meteo',
      reason: expect.stringMatching(/^open-meteo could not be reached: /),
    });
    expect(refresh!.err).toBeUndefined();
  });
});
