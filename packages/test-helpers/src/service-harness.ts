import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { signStaffToken } from '@venue/auth/tokens';
import type { Jobs } from '@venue/jobs/jobs.port';
import { openJobs, openStore } from '@venue/service-kit/backing';
import { createLogger } from '@venue/service-kit/logger';
import { runServer } from '@venue/service-kit/run-server';
import type { ServiceModule } from '@venue/service-kit/service-module';
import type { Store } from '@venue/store/store.port';

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

export const staffTokenFor = (username = 'tester', secret = testJwtSecret) =>
  signStaffToken({ sub: `id-${username}`, username, role: 'staff' }, secret);

/** A correctly signed token whose expiry has passed. */
export const expiredStaffToken = (secret = testJwtSecret) =>
  jwt.sign({ username: 'tester', role: 'staff', exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
    subject: 'id-tester',
  });

/** A well-formed token signed with the wrong secret. */
export const forgedStaffToken = () =>
  staffTokenFor('tester', 'not-the-real-secret-but-just-as-long-as-one');

export const tempDir = (label: string) => mkdtemp(path.join(os.tmpdir(), `venue-${label}-`));

export interface ServiceUnderTest {
  url: string;
  store: Store;
  jobs: Jobs;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Boots a service the way its process does: a real embedded store in a fresh temp folder, the
 * in-process queue, its job workers, and HTTP on a free loopback port.
 */
export async function startServiceUnderTest(service: ServiceModule): Promise<ServiceUnderTest> {
  const dataDir = await tempDir(service.name);
  const logger = createLogger(service.name, 'silent');
  const store = await openStore({ DATA_DIR: dataDir }, service.name);
  const jobs = openJobs({ DATA_DIR: dataDir }, logger);
  const deps = { store, jobs, logger, jwtSecret: testJwtSecret };
  const app = await service.build(deps);
  await service.work?.(deps);
  const running = await runServer({
    app,
    port: 0,
    logger,
    closers: [() => jobs.close(), () => store.close()],
  });
  return {
    url: running.url,
    store,
    jobs,
    dataDir,
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
