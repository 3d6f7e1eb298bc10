import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct } from '@venue/test-helpers/product';
import { tempDir } from '@venue/test-helpers/service-harness';
import { writeStubWebApp } from '@venue/test-helpers/web-app-stub';
import { embeddedEntry, embeddedNodeFlags } from '../../scripts/lib/embedded-runtime';

const run = promisify(execFile);
/** Only ends a start that hangs: the scripts exit on their own once they have said what is wrong. */
const outerBound = 180_000;
const repoRoot = path.resolve(import.meta.dirname, '../..');
const inCi = process.env.CI === 'true';
/** A binary of Node's newest major (`.ci/run` installs it): the product must start on it too. */
const newestNode = process.env.NEWEST_NODE || undefined;
if (newestNode === undefined && !inCi)
  console.warn('on the newest Node: SKIPPED, NEWEST_NODE is not set (.ci/run sets it)');
let dataDir: string;
let webDist: string;

beforeAll(async () => {
  dataDir = await tempDir('startup');
  webDist = `${dataDir}-web`;
  await writeStubWebApp(webDist);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(webDist, { recursive: true, force: true });
});

const login = (baseUrl: string, username: string, password: string) =>
  fetch(`${baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

const startScript = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist, ...env },
    timeout: outerBound,
  });

describe('starting the embedded product', () => {
  it('when a variable is invalid, then the start stops with a list naming each one', async () => {
    const failure = await startScript({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      JWT_SECRET: 'short',
      STAFF_ADMIN_USERNAME: 'a',
      STAFF_ADMIN_PASSWORD: 'short',
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    const { stderr } = failure as { stderr: string };
    expect(stderr).toMatch(/Invalid configuration/);
    expect(stderr).toMatch(/PORT: must be a port number/);
    expect(stderr).toMatch(/LOG_LEVEL: must be one of/);
    expect(stderr).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(stderr).toMatch(/STAFF_ADMIN_USERNAME: /);
    expect(stderr).toMatch(/STAFF_ADMIN_PASSWORD: .*at least 10 characters/);
  });

  it('when MONGO_URL is set without REDIS_URL, then every host refuses to start and says why', async () => {
    const env = {
      MONGO_URL: 'mongodb://127.0.0.1:1',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_BASE_URL: 'https://forks.example',
    };
    for (const args of [
      ['scripts/start.ts'],
      ['services/run-service.ts', 'catalogue'],
      ['worker/src/index.ts'],
    ]) {
      const failure = await run(process.execPath, ['--import', 'tsx', ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist, ...env },
        timeout: outerBound,
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failure, args.join(' ')).toMatchObject({ code: 1 });
      expect((failure as { stderr: string }).stderr, args.join(' ')).toMatch(
        /REDIS_URL: is required/,
      );
    }
  });

  it('when a service or a gateway runs as its own process without REDIS_URL, then it refuses to start', async () => {
    for (const args of [['services/run-service.ts', 'catalogue'], ['gateway/src/index.ts']]) {
      const failure = await run(process.execPath, ['--import', 'tsx', ...args], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          WEB_DIST: webDist,
          JWT_SECRET: 'x'.repeat(32),
          REDIS_URL: '',
        },
        timeout: outerBound,
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failure, args.join(' ')).toMatchObject({ code: 1 });
      expect((failure as { stderr: string }).stderr, args.join(' ')).toMatch(
        /REDIS_URL: is required: .*(events|jobs)/,
      );
    }
  });

  it('when it starts the first time, then it prints a working admin password once, in a plain-text box, and never again', async () => {
    const first = await startProduct({
      dataDir,
      // With the info lines too, as `npm start` shows them: the box comes after them all.
      env: { WEB_DIST: webDist, LOG_LEVEL: 'info' },
    });
    // A box: a rule, lines of plain text as wide as it, the same rule again.
    const boxed = /^(\+-+\+)\n((?:\|.*\|\n)+)\1$/m;
    await expect.poll(() => first.output()).toMatch(boxed);
    const output = first.output();
    const box = boxed.exec(output)!;
    const [, rule = '', body = ''] = box;
    expect(
      body
        .trimEnd()
        .split('\n')
        .every((line) => line.length === rule.length),
    ).toBe(true);
    const port = new URL(first.baseUrl).port;
    expect(body).toContain(`http://localhost:${port}/staff/login`);
    // The last word of the start-up, after the line that says the site is ready.
    expect(output.indexOf(`is ready at http://localhost:${port}`)).toBeGreaterThan(-1);
    expect(output.indexOf(`is ready at http://localhost:${port}`)).toBeLessThan(box.index);
    const username = /^\| +username: (\S+) +\|$/m.exec(body)?.[1];
    const password = /^\| +password: (\S+) +\|$/m.exec(body)?.[1];
    expect((await login(first.baseUrl, username!, password!)).status).toBe(200);
    await first.stop();

    const second = await startProduct({ dataDir, env: { WEB_DIST: webDist } });
    try {
      expect(second.output()).not.toMatch(/password:/);
      expect((await login(second.baseUrl, username!, password!)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('when npm start runs the built server, then it finds what it reads beside its sources: the seed files and the web app', async () => {
    await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: repoRoot,
      timeout: outerBound,
    });
    const product = await startProduct({
      nodeArgs: [...embeddedNodeFlags, path.join(repoRoot, embeddedEntry)],
    });
    try {
      const games = await fetch(`${product.baseUrl}/api/games`);
      const byCategory = (await games.json()) as Record<string, unknown[]>;
      expect(Object.values(byCategory).flat().length).toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const images = await fetch(`${product.baseUrl}/api/gallery`);
          return ((await images.json()) as unknown[]).length;
        })
        .toBeGreaterThan(0);
      const page = await fetch(`${product.baseUrl}/events`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<script type="module"[^>]* src="\/assets\//);
    } finally {
      await product.stop();
    }
  });

  describe.skipIf(newestNode === undefined && !inCi)('on the newest Node', () => {
    it('when the built server runs on the newest Node (NEWEST_NODE), then it starts and serves pages and reads', async () => {
      if (newestNode === undefined)
        throw new Error('NEWEST_NODE is not set: .ci/run installs the newest Node and names it');
      const { stdout: version } = await run(newestNode, ['--version']);
      expect(Number(/^v(\d+)\./.exec(version)?.[1])).toBeGreaterThanOrEqual(26);
      await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
        cwd: repoRoot,
        timeout: outerBound,
      });
      const product = await startProduct({
        nodeBinary: newestNode,
        nodeArgs: [...embeddedNodeFlags, path.join(repoRoot, embeddedEntry)],
      });
      try {
        const games = await fetch(`${product.baseUrl}/api/games`);
        expect(games.status).toBe(200);
        const page = await fetch(`${product.baseUrl}/games`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<html');
      } finally {
        await product.stop();
      }
    });
  });

  it('when create-staff runs against the stopped product, then the new account can sign in', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'create-staff', '--', 'morgan'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: 'morgans-password' },
    });
    expect(stdout).toMatch(/Created staff account morgan/);
    const refused = await run('npm', ['run', '--silent', 'create-staff', '--', 'pat'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: 'short' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(/at least 10 characters/);

    const product = await startProduct({ dataDir, env: { WEB_DIST: webDist } });
    try {
      expect((await login(product.baseUrl, 'morgan', 'morgans-password')).status).toBe(200);
      expect((await login(product.baseUrl, 'pat', 'short')).status).toBe(401);
    } finally {
      await product.stop();
    }
  });
});
