import { defineConfig } from 'vitest/config';

/**
 * The server suites' settings, shared by `server` and `gallery-on-s3`. Their files share one
 * module graph (`isolate: false`): loaded afresh for each of 130 files, the services' modules
 * cost more time than their tests. A test's stubbed globals are put back after it.
 */
const serverSuite = {
  environment: 'node',
  isolate: false,
  unstubGlobals: true,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 20_000, interval: 50 } },
} as const;

/**
 * Seven projects. `server`: services, stores, jobs and the gateway over HTTP against temp stores.
 * `gallery-on-s3`: the gallery's variant and score-proof HTTP suites again (images uploaded,
 * their variants made and served, proofs kept for staff and deleted), their objects in a bucket
 * on a local S3-compatible server instead of a folder (services/gallery/test/objects-under-test.ts).
 * `product`: the product started as a person starts it. `faults` (`npm run test:faults`): the
 * product while a part of it fails: a service killed, Redis stopped, the whole process killed,
 * an outside provider that hangs. `hosts` (`npm run test:hosts`, as root): the product on
 * several network namespaces of this machine, as on separate hosts; run in a namespace of its
 * own (scripts/test-hosts.ts), never beside a browser in the machine's. `security`
 * (`npm run test:security`): every declared write sent hostile input through the gateway. `browser`: Chromium against the running product.
 * Bounds are generous and measure nothing: a test waits for the state it asserts
 * (`expect.poll`, locator waits), and the bounds only end a test that will never get there.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'packages/**/*.test.ts',
            'services/**/*.test.ts',
            'gateway/**/*.test.ts',
            'scripts/**/*.test.ts',
            'infra/**/*.test.ts',
            'web/src/**/*.test.ts',
          ],
          ...serverSuite,
        },
      },
      {
        test: {
          name: 'gallery-on-s3',
          include: ['services/gallery/test/{variants,score-proofs}.test.ts'],
          provide: { galleryObjectStore: 's3' },
          ...serverSuite,
        },
      },
      {
        test: {
          name: 'product',
          include: ['tests/product/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 60_000, interval: 100 } },
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 60_000, interval: 100 } },
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 20_000, interval: 50 } },
        },
      },
      {
        test: {
          name: 'hosts',
          include: ['tests/hosts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 400_000,
          expect: { poll: { timeout: 20_000, interval: 50 } },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 30_000, interval: 100 } },
        },
      },
    ],
  },
});
