import path from 'node:path';
import { createJobs } from '@venue/jobs/create-jobs';
import type { Jobs } from '@venue/jobs/jobs.port';
import { createStore } from '@venue/store/create-store';
import type { Store } from '@venue/store/store.port';
import type { Logger } from './logger';

export interface BackingConfig {
  DATA_DIR: string;
  MONGO_URL?: string | undefined;
  REDIS_URL?: string | undefined;
}

/** One database per service: a folder under DATA_DIR, or a Mongo database named after it. */
export function openStore(config: BackingConfig, database: string): Promise<Store> {
  return config.MONGO_URL
    ? createStore({ kind: 'mongo', url: config.MONGO_URL, database })
    : createStore({ kind: 'embedded', dir: path.resolve(config.DATA_DIR, database) });
}

export function openJobs(config: BackingConfig, logger: Logger): Promise<Jobs> {
  return config.REDIS_URL
    ? createJobs({ kind: 'bullmq', redisUrl: config.REDIS_URL }, { logger })
    : createJobs({ kind: 'in-process' }, { logger });
}
