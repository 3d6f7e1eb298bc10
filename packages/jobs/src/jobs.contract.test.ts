import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { createBullmqJobs } from './bullmq.adapter';
import { createInProcessJobs } from './in-process.adapter';
import type { JobsLogger } from './jobs-logger';
import { runJobsContract } from './jobs.contract';

runJobsContract('in-process', ({ logger }) => createInProcessJobs({ logger }));

describeWithRedisServer('jobs on redis-server', (server) => {
  // A prefix per test keeps each test's queues apart on the shared server; a peer shares it.
  let test = 0;
  const open = (logger: JobsLogger) =>
    createBullmqJobs({ redisUrl: server().url, prefix: `contract${test}`, logger });
  runJobsContract(
    'bullmq',
    ({ logger }) => {
      test += 1;
      return open(logger);
    },
    { peer: ({ logger }) => open(logger) },
  );
});
