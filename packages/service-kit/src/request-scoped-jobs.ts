/**
 * The jobs port as a service uses it (hostServices wraps the shared instance for each service
 * it hosts). Whatever the service adds or publishes while it works for a request carries that
 * request's id, unless it names one; each job, subscriber's copy and listener then runs as work
 * for the request it came from (see request-context.ts), so every line it logs carries the id.
 * A job that no request caused (a schedule's) runs with an id of its own.
 */
import {
  subscriberQueue,
  type JobContext,
  type JobHandler,
  type Jobs,
} from '@venue/jobs/jobs.port';
import type { Logger } from './logger';
import { currentRequestId, newRequestId, withRequestId } from './request-context';

function withCurrentRequest<O extends { requestId?: string }>(options: O): O {
  const requestId = options.requestId ?? currentRequestId();
  return requestId === undefined ? options : { ...options, requestId };
}

export function requestScopedJobs(jobs: Jobs, logger: Logger): Jobs {
  const scoped =
    <P, R>(queue: string, handler: JobHandler<P, R>): JobHandler<P, R> =>
    (payload: P, context: JobContext) =>
      withRequestId(context.requestId ?? newRequestId(), async () => {
        const startedAt = performance.now();
        const result = await handler(payload, context);
        logger.debug(
          {
            queue,
            jobId: context.jobId,
            attempt: context.attempt,
            ms: Math.round(performance.now() - startedAt),
          },
          'job done',
        );
        return result;
      });

  return {
    add: (queue, payload, options = {}) => jobs.add(queue, payload, withCurrentRequest(options)),
    addAndWait: (queue, payload, options) =>
      jobs.addAndWait(queue, payload, withCurrentRequest(options)),
    publish: (event, payload, options = {}) =>
      jobs.publish(event, payload, withCurrentRequest(options)),
    work: (queue, handler, options) => jobs.work(queue, scoped(queue.name, handler), options),
    subscribe: (event, subscriber, handler, options) =>
      jobs.subscribe(
        event,
        subscriber,
        scoped(subscriberQueue(event, subscriber).name, handler),
        options,
      ),
    listen: (event, listener) =>
      jobs.listen(event, (payload, meta) =>
        withRequestId(meta.requestId ?? newRequestId(), () => listener(payload, meta)),
      ),
    schedule: (queue, schedulerId, when, payload) =>
      jobs.schedule(queue, schedulerId, when, payload),
    unschedule: (queue, schedulerId) => jobs.unschedule(queue, schedulerId),
    ping: () => jobs.ping(),
    close: () => jobs.close(),
  };
}
