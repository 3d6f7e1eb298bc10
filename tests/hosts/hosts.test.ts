import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImageSchema, uploadUrlSchema } from '@venue/contracts/gallery';
import { operationsApi } from '@venue/contracts/operations';
import { registry } from '@venue/registry/registry';
import { serviceTargetVariables } from '@venue/service-kit/service-targets';
import { tempDir, testJwtSecret } from '@venue/test-helpers/service-harness';
import { writeStubWebApp } from '@venue/test-helpers/web-app-stub';
import { startInHost, waitListening, waitReady, type HostProcess } from './host-process';
import { createTestNetwork, hostsUnavailable, type TestNetwork } from './network';

/**
 * The product on several hosts (`npm run test:hosts`): Redis, the bucket (s3rver), the services
 * (one process) and two gateways, each in a network namespace of its own with its own address,
 * reaching each other only across the bridge between them, as separate machines behind a
 * balancer with no sticky sessions. Prints the figures it measures.
 */
const unavailable = hostsUnavailable();
if (unavailable) console.warn(`test hosts: SKIPPED, ${unavailable}`);

const admin = { username: 'hostsadmin', password: 'hosts-admin-password' };
const contactLimit = operationsApi.routes.sendContactMessage.rateLimit.limit;
const redisPort = 6379;
const s3Port = 4569;
const gatewayPort = 8080;
const bucket = 'venue-hosts';

const figures: string[] = [];
const figure = (line: string) => figures.push(line);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(token !== undefined && { authorization: `Bearer ${token}` }),
  },
  body: JSON.stringify(body),
});
const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

describe.skipIf(unavailable !== null)('the product on several hosts', () => {
  let network: TestNetwork | undefined;
  const processes: HostProcess[] = [];
  const folders: string[] = [];
  let gatewayA: HostProcess;
  let a = '';
  let b = '';

  const signIn = async (gateway: string) => {
    const response = await fetch(`${gateway}/api/staff/login`, json('POST', admin));
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const venueName = async (gateway: string) =>
    ((await (await fetch(`${gateway}/api/venue`)).json()) as { name: string }).name;

  beforeAll(async () => {
    network = createTestNetwork(['redis', 's3', 'services', 'gateway-a', 'gateway-b']);
    const [redisHost, s3Host, servicesHost, hostA, hostB] = [
      'redis',
      's3',
      'services',
      'gateway-a',
      'gateway-b',
    ].map((name) => network!.host(name)) as [
      ReturnType<TestNetwork['host']>,
      ReturnType<TestNetwork['host']>,
      ReturnType<TestNetwork['host']>,
      ReturnType<TestNetwork['host']>,
      ReturnType<TestNetwork['host']>,
    ];
    const folder = async (label: string) => {
      const made = await tempDir(`hosts-${label}`);
      folders.push(made);
      return made;
    };

    const redis = startInHost(redisHost, 'redis-server', [
      ...['--bind', redisHost.address, '--port', String(redisPort), '--protected-mode', 'no'],
      ...['--save', '', '--appendonly', 'no', '--dir', await folder('redis')],
    ]);
    processes.push(redis);
    const s3 = startInHost(s3Host, process.execPath, [
      ...['--import', 'tsx', 'packages/test-helpers/src/s3-host.ts'],
      ...[s3Host.address, String(s3Port), bucket],
    ]);
    processes.push(s3);
    await Promise.all([
      waitListening(redis, redisHost.address, redisPort),
      waitListening(s3, s3Host.address, s3Port),
    ]);

    const targets = Object.fromEntries(
      registry.map((entry) => [entry.name, `http://${servicesHost.address}:${entry.port}`]),
    );
    const shared = {
      REDIS_URL: `redis://${redisHost.address}:${redisPort}`,
      JWT_SECRET: testJwtSecret,
      LOG_LEVEL: 'warn',
      ...serviceTargetVariables(targets),
    };
    const services = startInHost(
      servicesHost,
      process.execPath,
      ['--import', 'tsx', 'services/run-service.ts', ...registry.map((entry) => entry.name)],
      {
        ...shared,
        HOST: servicesHost.address,
        DATA_DIR: await folder('services'),
        OBJECT_STORE: 's3',
        S3_ENDPOINT: `http://${s3Host.address}:${s3Port}`,
        S3_REGION: 'us-east-1',
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    );
    processes.push(services);
    await Promise.all(Object.values(targets).map((url) => waitReady(services, url)));

    const webDist = await folder('web');
    await writeStubWebApp(webDist);
    const startGateway = async (host: ReturnType<TestNetwork['host']>) => {
      const gateway = startInHost(
        host,
        process.execPath,
        ['--import', 'tsx', 'gateway/src/index.ts'],
        {
          ...shared,
          HOST: host.address,
          PORT: String(gatewayPort),
          DATA_DIR: await folder(host.name),
          WEB_DIST: webDist,
          STAFF_ADMIN_USERNAME: admin.username,
          STAFF_ADMIN_PASSWORD: admin.password,
        },
      );
      processes.push(gateway);
      const url = `http://${host.address}:${gatewayPort}`;
      await waitReady(gateway, url);
      return { gateway, url };
    };
    // One after the other: the first makes sure of the first admin.
    const first = await startGateway(hostA);
    gatewayA = first.gateway;
    a = first.url;
    b = (await startGateway(hostB)).url;
  });

  afterAll(async () => {
    // The gateways first, Redis last.
    await Promise.all([...processes].reverse().map((running) => running.stop()));
    network?.remove();
    await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
    if (figures.length > 0) console.log(`test hosts:\n  ${figures.join('\n  ')}`);
  });

  it('when an admin saves the venue through gateway A, then A shows it on its next read and B soon after (the time is printed)', async () => {
    const token = await signIn(a);
    const rounds = 5;
    let freshOnA = 0;
    const delaysOnB: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      // Both gateways keep the venue as it was (the second read is a hit).
      for (const gateway of [a, b, a, b]) await venueName(gateway);
      const venue = (await (await fetch(`${a}/api/venue`)).json()) as Record<string, unknown>;
      const name = `Forks Arcade ${round}`;
      const saved = await fetch(`${a}/api/venue`, json('PUT', { ...venue, name }, token));
      expect(saved.status).toBe(200);
      const answeredAt = performance.now();
      if ((await venueName(a)) === name) freshOnA += 1;
      await expect.poll(() => venueName(b), { timeout: 5_000, interval: 5 }).toBe(name);
      delaysOnB.push(performance.now() - answeredAt);
    }
    figure(
      `a write through A: A fresh on the next read ${freshOnA} of ${rounds}; on B after median ` +
        `${ms(median(delaysOnB))}, max ${ms(Math.max(...delaysOnB))} (${rounds} writes)`,
    );
    expect(freshOnA).toBe(rounds);
  });

  it("when contact messages alternate between the gateways, then the one past the form's limit is a 429 at either", async () => {
    const message = (n: number) => ({
      name: 'Morgan Lee',
      email: 'morgan@example.com',
      subject: 'parties',
      message: `Could we book the party area? (message ${n})`,
    });
    for (let n = 1; n <= contactLimit; n++) {
      const response = await fetch(`${n % 2 ? a : b}/api/contact`, json('POST', message(n)));
      expect(response.status, `message ${n}`).toBe(201);
    }
    for (const gateway of [a, b]) {
      expect((await fetch(`${gateway}/api/contact`, json('POST', message(0)))).status).toBe(429);
    }
    figure(
      `contact form: ${contactLimit} messages taken alternating A and B, the next refused at both`,
    );
  });

  it('when a token from gateway A is used at B, then B accepts it, and after sign-out both refuse it', async () => {
    const token = await signIn(a);
    const session = (gateway: string) => fetch(`${gateway}/api/staff/session`, bearer(token));
    expect((await session(b)).status).toBe(200);
    const out = await fetch(`${a}/api/staff/logout`, { method: 'POST', ...bearer(token) });
    expect(out.status).toBe(204);
    for (const gateway of [a, b]) expect((await session(gateway)).status).toBe(401);
    figure('staff token: signed in at A, taken at B, refused at A and B right after sign-out');
  });

  it('when an image is uploaded through gateway A, then gateway B lists it and serves its bytes', async () => {
    const token = await signIn(a);
    const link = uploadUrlSchema.parse(
      await (await fetch(`${a}/api/objects/upload`, { method: 'POST', ...bearer(token) })).json(),
    );
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const stored = await fetch(`${a}${link.uploadURL}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(stored.status).toBe(201);
    const listed = async () =>
      galleryImageSchema
        .array()
        .parse(await (await fetch(`${b}/api/gallery?limit=50`)).json())
        .map((image) => image.id);
    await listed();
    const created = await fetch(
      `${a}/api/gallery`,
      json(
        'POST',
        { filename: link.uploadURL.split('?')[0], originalName: 'Pinball row', isVisible: true },
        token,
      ),
    );
    expect(created.status).toBe(201);
    const answeredAt = performance.now();
    const image = galleryImageSchema.parse(await created.json());
    await expect.poll(listed, { timeout: 5_000, interval: 5 }).toContain(image.id);
    const listedAfter = performance.now() - answeredAt;
    const served = await fetch(`${b}${image.filename}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    figure(`image: uploaded through A, in B's gallery after ${ms(listedAfter)}, its bytes from B`);
  });

  it('when gateway A is killed, then gateway B keeps serving reads, sign-in and writes', async () => {
    await gatewayA.stop('SIGKILL');
    await expect(fetch(`${a}/api/venue`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    const reads = 20;
    let served = 0;
    for (let n = 0; n < reads; n++) {
      if ((await fetch(`${b}/api/venue`)).status === 200) served += 1;
    }
    expect(served).toBe(reads);
    const token = await signIn(b);
    const venue = (await (await fetch(`${b}/api/venue`)).json()) as Record<string, unknown>;
    const saved = await fetch(
      `${b}/api/venue`,
      json('PUT', { ...venue, name: 'Forks Arcade on B' }, token),
    );
    expect(saved.status).toBe(200);
    expect(await venueName(b)).toBe('Forks Arcade on B');
    figure(`A killed: B answered ${served} of ${reads} reads, a sign-in and a write`);
  });
});
