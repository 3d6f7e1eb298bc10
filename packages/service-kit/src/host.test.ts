import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineApi } from '@venue/contracts/http';
import { defineQueue } from '@venue/contracts/messages';
import { hostServices, type RegistryEntry } from './host';
import { createLogger } from './logger';
import { defineService } from './service-module';

const reminders = defineQueue({ name: 'reminders-send', payload: z.object({ to: z.string() }) });

const moduleThat = (name: string, queues: Parameters<typeof defineService>[0]['queues']) => {
  const api = defineApi(name, {});
  const module = defineService({ name, api, queues, build: async () => ({ handlers: {} }) });
  const entry: RegistryEntry = { name, port: 0, api, load: async () => module };
  return entry;
};

let dataDir = '';
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'host-test-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const host = (registry: RegistryEntry[]) =>
  hostServices({
    registry,
    config: { DATA_DIR: dataDir },
    jwtSecret: 'host-test-secret-that-is-long-enough-for-hs256',
    logger: createLogger('host-test', 'silent'),
    runJobs: true,
  });

describe('hostServices start-up checks', () => {
  it('when a service adds jobs to a queue that no service works, then the start fails naming both', async () => {
    await expect(host([moduleThat('letters', { produces: [reminders] })])).rejects.toThrow(
      'letters adds jobs to the queue reminders-send, but no service works it',
    );
  });

  it('when a service declares it works a queue but builds no worker for it, then the start fails naming it', async () => {
    await expect(
      host([moduleThat('letters', { produces: [reminders], works: [reminders] })]),
    ).rejects.toThrow(/letters declares it works reminders-send but has no worker for it/);
  });

  it('when MONGO_URL comes without REDIS_URL, then the start fails saying why', async () => {
    await expect(
      hostServices({
        registry: [],
        config: { DATA_DIR: 'data', MONGO_URL: 'mongodb://127.0.0.1:1' },
        jwtSecret: 'host-test-secret-that-is-long-enough-for-hs256',
        logger: createLogger('host-test', 'silent'),
        runJobs: false,
      }),
    ).rejects.toThrow(/REDIS_URL: is required with MONGO_URL/);
  });
});
