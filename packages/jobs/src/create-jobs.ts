import { createInProcessJobs } from './in-process.adapter';
import type { JobsLogger } from './jobs-logger';
import type { Jobs, JobsConfig } from './jobs.port';

export interface CreateJobsOptions {
  logger?: JobsLogger;
}

/** BullMQ and ioredis are loaded only for Redis: the in-process default never needs their memory. */
export async function createJobs(
  config: JobsConfig,
  options: CreateJobsOptions = {},
): Promise<Jobs> {
  switch (config.kind) {
    case 'in-process':
      return createInProcessJobs(options);
    case 'bullmq': {
      const { createBullmqJobs } = await import('./bullmq.adapter');
      return createBullmqJobs({ redisUrl: config.redisUrl, prefix: config.prefix, ...options });
    }
  }
}
