import { createBullmqJobs } from './bullmq.adapter';
import { createInProcessJobs } from './in-process.adapter';
import type { JobsLogger } from './jobs-logger';
import type { Jobs, JobsConfig } from './jobs.port';

export interface CreateJobsOptions {
  logger?: JobsLogger;
}

export function createJobs(config: JobsConfig, options: CreateJobsOptions = {}): Jobs {
  switch (config.kind) {
    case 'in-process':
      return createInProcessJobs(options);
    case 'bullmq':
      return createBullmqJobs({ redisUrl: config.redisUrl, prefix: config.prefix, ...options });
  }
}
