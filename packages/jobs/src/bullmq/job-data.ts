/** A job's data in Redis: `{payload, requestId?}`. */
import type { Job } from 'bullmq';
import { z } from 'zod';

/** What a job holds: its payload, and the request it was added for. */
const jobEnvelope = z.strictObject({ payload: z.unknown(), requestId: z.string().optional() });
type JobData = z.infer<typeof jobEnvelope>;

export const jobData = (payload: unknown, requestId: string | undefined): JobData =>
  requestId === undefined ? { payload } : { payload, requestId };

/** A job's data as stored; one added before jobs carried request ids held its bare payload. */
export function readJobData(data: unknown): JobData {
  const envelope = jobEnvelope.safeParse(data);
  return envelope.success && typeof data === 'object' && data !== null && 'payload' in data
    ? envelope.data
    : { payload: data };
}

export const jobIdOf = (job: Job) => {
  if (!job.id) throw new Error(`jobs: BullMQ returned a job without id on ${job.queueName}`);
  return job.id;
};
