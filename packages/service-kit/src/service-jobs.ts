/**
 * The jobs port as a service uses it (hostServices wraps the shared instance for each service
 * it hosts). Whatever the service adds or publishes while it works for a request carries that
 * request's id, unless it names one; each job, subscriber's copy and listener then runs as work
 * for the request it came from (see request-context.ts), so every line it logs carries the id.
 * A job that no request caused (a schedule's) runs with an id of its own. Each attempt of the
 * service's jobs is counted in its metrics by how it ended.
 */
import type { QueueDefinition } from '@venue/contracts/messages';
import {
  jobDefaults,
  subscriberQueue,
  UnrecoverableJobError,
  type JobContext,
  type JobHandler,
  type Jobs,
} from '@venue/jobs/jobs.port';
import type { Logger } from './logger';
import type { PartMetrics } from './metrics';
import { currentRequestId, newRequestId, withRequestId } from './request-context';

function withCurrentRequest<O extends { requestId?: string }>(options: O): O {
  const requestId = options.requestId ?? currentRequestId();
  return requestId === undefined ? options : { ...options, requestId };
}

export function serviceJobs(jobs: Jobs, options: { logger: Logger; metrics: PartMetrics }): Jobs {
  const { logger, metrics } = options;
  const scoped =
    <P, R>(queue: QueueDefinition<P>, handler: JobHandler<P, R>): JobHandler<P, R> =>
    (payload: P, context: JobContext) =>
      withRequestId(context.requestId ?? newRequestId(), async () => {
        const startedAt = performance.now();
        let result: R;
        try {
          result = await handler(payload, context);
        } catch (error) {
          const final =
            error instanceof UnrecoverableJobError ||
            context.attempt >= (queue.attempts ?? jobDefaults.attempts);
          metrics.jobAttempt(queue.name, final ? 'failed' : 'retrying');
          throw error;
        }
        metrics.jobAttempt(queue.name, 'completed');
        const ms = Math.round(performance.now() - startedAt);
        logger.debug(
          { queue: queue.name, jobId: context.jobId, attempt: context.attempt, ms },
          'job done',
        );
        return result;
      });

  return {
    add: (queue, payload, addOptions = {}) =>
      jobs.add(queue, payload, withCurrentRequest(addOptions)),
    addAndWait: (queue, payload, addOptions) =>
      jobs.addAndWait(queue, payload, withCurrentRequest(addOptions)),
    publish: (event, payload, publishOptions = {}) =>
      jobs.publish(event, payload, withCurrentRequest(publishOptions)),
    work: (queue, handler, workOptions) => jobs.work(queue, scoped(queue, handler), workOptions),
    subscribe: (event, subscriber, handler, workOptions) =>
      jobs.subscribe(
        event,
        subscriber,
        scoped(subscriberQueue(event, subscriber), handler),
        workOptions,
      ),
    listen: (event, listener) =>
      jobs.listen(event, (payload, meta) =>
        withRequestId(meta.requestId ?? newRequestId(), () => listener(payload, meta)),
      ),
    watchListening: (watch) => jobs.watchListening(watch),
    schedule: (queue, schedulerId, when, payload) =>
      jobs.schedule(queue, schedulerId, when, payload),
    unschedule: (queue, schedulerId) => jobs.unschedule(queue, schedulerId),
    counts: (queue) => jobs.counts(queue),
    ping: () => jobs.ping(),
    close: () => jobs.close(),
  };
}
