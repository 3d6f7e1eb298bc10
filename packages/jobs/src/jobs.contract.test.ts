import { describeWithRedisServer } from '@venue/test-helpers/redis-suite';
import { createBullmqJobs } from './bullmq.adapter';
import { createInProcessJobs } from './in-process.adapter';
import { runJobsContract } from './jobs.contract';

runJobsContract('in-process', ({ logger }) => createInProcessJobs({ logger }));

describeWithRedisServer('jobs on redis-server', (server) => {
  // A prefix per instance keeps each test's queues apart on the shared server.
  let instance = 0;
  runJobsContract('bullmq', ({ logger }) =>
    createBullmqJobs({ redisUrl: server().url, prefix: `contract${(instance += 1)}`, logger }),
  );
});
