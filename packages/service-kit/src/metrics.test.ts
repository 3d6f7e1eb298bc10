import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEvent, defineQueue } from '@venue/contracts/messages';
import { createInProcessJobs } from '@venue/jobs/in-process.adapter';
import type { Jobs } from '@venue/jobs/jobs.port';
import { createStore } from '@venue/store/create-store';
import type { Store } from '@venue/store/store.port';
import { createLogger } from './logger';
import { partMetrics, renderMetrics, watchOutbox, watchQueues } from './metrics';
import { createOutbox, domainEvent } from './outbox';
import { currentRequestId, withRequestId } from './request-context';
import { serviceJobs } from './service-jobs';

const logger = createLogger('metrics-test', 'silent');
const flaky = defineQueue({
  name: 'flaky',
  payload: z.object({ fail: z.boolean() }),
  attempts: 2,
  backoffMs: 1,
});
const noted = defineEvent({ name: 'thing.noted', payload: z.object({ id: z.string() }) });

let dataDir = '';
let store: Store | undefined;
const opened: Jobs[] = [];
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'metrics-test-'));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((jobs) => jobs.close()));
  await store?.close();
  store = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const inProcessJobs = () => {
  const jobs = createInProcessJobs({ logger });
  opened.push(jobs);
  return jobs;
};

/** The value of one series in a scrape's text, or undefined. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("a service's jobs", () => {
  it('when jobs complete, fail and are retried, then each attempt is counted by how it ended', async () => {
    const metrics = partMetrics('things');
    const jobs = serviceJobs(inProcessJobs(), { logger, metrics });
    jobs.work(flaky, async ({ fail }) => {
      if (fail) throw new Error('boom');
    });
    await jobs.add(flaky, { fail: false });
    await jobs.add(flaky, { fail: true });

    const attempts = (outcome: string) => async () =>
      valueOf(
        await renderMetrics([metrics], { process: false }),
        `venue_job_attempts_total{queue="flaky",outcome="${outcome}",service="things"}`,
      );
    await expect.poll(attempts('failed')).toBe(1);
    expect(await attempts('retrying')()).toBe(1);
    expect(await attempts('completed')()).toBe(1);
  });

  it('when a job is added while working for a request, then it runs for that request; a job no request added gets an id of its own', async () => {
    const jobs = serviceJobs(inProcessJobs(), { logger, metrics: partMetrics('things') });
    const ranFor: Array<string | undefined> = [];
    jobs.work(flaky, async () => {
      ranFor.push(currentRequestId());
    });
    await withRequestId('req-31', () => jobs.add(flaky, { fail: false }));
    await jobs.add(flaky, { fail: false });

    await vi.waitFor(() => expect(ranFor).toHaveLength(2));
    expect(ranFor[0]).toBe('req-31');
    expect(ranFor[1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when jobs wait in a queue the service works, then the scrape counts them by state', async () => {
    const metrics = partMetrics('things');
    const jobs = inProcessJobs();
    await jobs.add(flaky, { fail: false });
    await jobs.add(flaky, { fail: false }, { delayMs: 60_000 });
    watchQueues(metrics, jobs, [flaky], logger);

    const text = await renderMetrics([metrics], { process: false });
    expect(valueOf(text, 'venue_queue_jobs{queue="flaky",state="waiting",service="things"}')).toBe(
      1,
    );
    expect(valueOf(text, 'venue_queue_jobs{queue="flaky",state="delayed",service="things"}')).toBe(
      1,
    );
  });
});

describe('the outbox backlog', () => {
  it('when events cannot be relayed, then the scrape counts them and their age until they are', async () => {
    store = await createStore({ kind: 'embedded', dir: dataDir });
    const jobs = inProcessJobs();
    let queueDown = true;
    const flakyQueue: Jobs = {
      ...jobs,
      publish: (event, payload, options) =>
        queueDown ? Promise.reject(new Error('redis gone')) : jobs.publish(event, payload, options),
    };
    const outbox = await createOutbox({
      store,
      jobs: flakyQueue,
      logger,
      publishes: [noted],
      sweep: false,
    });
    const metrics = partMetrics('things');
    watchOutbox(metrics, outbox);
    const backlog = async () => {
      const text = await renderMetrics([metrics], { process: false });
      return [
        valueOf(text, 'venue_outbox_events{service="things"}'),
        (valueOf(text, 'venue_outbox_oldest_seconds{service="things"}') ?? 0) > 0,
      ];
    };

    await outbox.record(
      [domainEvent(noted, { id: 'a' }), domainEvent(noted, { id: 'b' })],
      async () => 'saved',
    );
    // Scraped in the millisecond they were recorded, their age is 0 (a CI run here saw it).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await backlog()).toEqual([2, true]);

    queueDown = false;
    await outbox.relay();
    expect(await backlog()).toEqual([0, false]);
    await outbox.close();
  });
});

describe('one scrape of several parts', () => {
  it('when two parts count jobs, then each metric is one family with a series per part, and the process metrics come once', async () => {
    const parts = [partMetrics('one'), partMetrics('two')];
    for (const part of parts) part.jobAttempt('flaky', 'completed');

    const text = await renderMetrics(parts, { process: true });
    expect(text.match(/^# TYPE venue_job_attempts_total /gm)).toHaveLength(1);
    for (const service of ['one', 'two']) {
      const series = `venue_job_attempts_total{queue="flaky",outcome="completed",service="${service}"}`;
      expect(valueOf(text, series)).toBe(1);
    }
    expect(text.match(/^# TYPE process_resident_memory_bytes /gm)).toHaveLength(1);
  });
});
