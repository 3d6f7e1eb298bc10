import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffLoginResponseSchema } from '@venue/contracts/staff';
import { startFakeServer, type FakeServer } from '@venue/test-helpers/fake-server';
import { startProduct, type RunningProduct } from '@venue/test-helpers/product';
import { tempDir } from '@venue/test-helpers/service-harness';
import { writeStubWebApp } from '@venue/test-helpers/web-app-stub';

/**
 * The weather provider and the AI endpoint take every request and never answer, and the
 * product is told to wait for them as long as it ever would. Pages and reads must not notice.
 */
const hangs = () => startFakeServer(() => new Promise<void>(() => {}));
/** Far below the providers' timeouts (30 s and 120 s), far above a read's time. */
const quickMs = 3_000;

let weather: FakeServer;
let ai: FakeServer;
let product: RunningProduct;
let webDist: string;

beforeAll(async () => {
  [weather, ai] = await Promise.all([hangs(), hangs()]);
  webDist = await tempDir('slow-providers-web');
  await writeStubWebApp(webDist);
  product = await startProduct({
    env: {
      WEB_DIST: webDist,
      STAFF_ADMIN_USERNAME: 'slowadmin',
      STAFF_ADMIN_PASSWORD: 'slow-admin-password',
      OPEN_METEO_URL: weather.url,
      WEATHER_TIMEOUT_MS: '30000',
      AI_BASE_URL: ai.url,
      AI_MODEL: 'hanging-model',
      AI_API_KEY: 'sk-hanging',
      AI_TIMEOUT_MS: '120000',
    },
  });
});
afterAll(async () => {
  await product?.stop();
  await Promise.all([weather?.close(), ai?.close()]);
  await rm(webDist, { recursive: true, force: true });
});

/** The answer's status and how long it took. */
const timed = async (url: string, init?: RequestInit) => {
  const startedAt = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - startedAt };
};

describe('outside providers that hang', () => {
  it('when the weather provider and the AI endpoint never answer, then every page and read answers at once', async () => {
    // Both are being asked: the weather at start, the AI for the sample calendar's events.
    await expect.poll(() => weather.requests.length).toBeGreaterThan(0);
    await expect.poll(() => ai.requests.length).toBeGreaterThan(0);

    for (const page of ['/', '/contact', '/events', '/ai-events', '/kiosk', '/leaderboard']) {
      const { status, ms } = await timed(`${product.baseUrl}${page}`);
      expect(status, page).toBe(200);
      expect(ms, page).toBeLessThan(quickMs);
    }
    for (const [read, expected] of [
      // No reading could be taken yet: the page shows the unavailable texts.
      ['/api/weather', 503],
      ['/api/events', 200],
      ['/api/events/upcoming', 200],
      ['/api/ai/events/enhanced', 200],
      ['/api/games/counts', 200],
      ['/api/leaderboard', 200],
      ['/api/venue-time', 200],
    ] as const) {
      const { status, ms } = await timed(`${product.baseUrl}${read}`);
      expect(status, read).toBe(expected);
      expect(ms, read).toBeLessThan(quickMs);
    }
  });

  it('when staff save an event whose AI copy cannot be written, then the save answers at once', async () => {
    const login = await fetch(`${product.baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'slowadmin', password: 'slow-admin-password' }),
    });
    const { token } = staffLoginResponseSchema.parse(await login.json());
    const { status, ms } = await timed(`${product.baseUrl}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id: 'slow-ai-night-20310701',
        title: 'Slow AI night',
        date: '2031-07-01',
        time: '7 PM',
        location: 'Main floor',
        description: 'Saved while the AI endpoint hangs',
      }),
    });
    expect(status).toBe(201);
    expect(ms).toBeLessThan(quickMs);
    const { status: listed } = await timed(`${product.baseUrl}/api/events`);
    expect(listed).toBe(200);
  });
});
