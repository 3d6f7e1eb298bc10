import { reporterMailQueue } from '@venue/contracts/mail';
import {
  machineReportChanged,
  type MachineReportChangedEvent,
} from '@venue/contracts/machine-reports';
import type { JobContext, Jobs } from '@venue/jobs/jobs.port';
import type { Logger } from '@venue/service-kit/logger';
import type { ServiceWork } from '@venue/service-kit/service-module';
import type { ReporterMail } from './reporter-mail';

/**
 * When staff mark a report fixed, its "fixed" event queues one message to the reporter (the job
 * id is the report's and the event's), retried with backoff while the mail server refuses.
 */
export function operationsWork(jobs: Jobs, mail: ReporterMail, logger: Logger): ServiceWork {
  return {
    subscriptions: [
      {
        event: machineReportChanged,
        as: 'reporter-mail',
        handler: async (event: MachineReportChangedEvent, { eventId, jobId }: JobContext) => {
          const fixedNow =
            event.change === 'status-set' &&
            event.status === 'fixed' &&
            event.previousStatus !== 'fixed';
          if (!fixedNow) return;
          const payload = { reportId: event.reportId, eventId: eventId ?? jobId };
          await jobs.add(reporterMailQueue, payload, {
            jobId: `reporter-mail-${payload.reportId}-${payload.eventId}`,
          });
        },
      },
    ],
    workers: [
      {
        queue: reporterMailQueue,
        handler: async (
          payload: { reportId: string; eventId: string },
          { jobId, attempt }: JobContext,
        ) => {
          try {
            await mail.tell(payload);
          } catch (error) {
            const last = attempt >= (reporterMailQueue.attempts ?? 1);
            logger[last ? 'error' : 'warn'](
              { err: error, jobId, attempt, reportId: payload.reportId },
              last
                ? 'operations: the reporter could not be told their machine is fixed'
                : 'operations: telling a reporter failed; will retry',
            );
            throw error;
          }
        },
      },
    ],
  };
}
