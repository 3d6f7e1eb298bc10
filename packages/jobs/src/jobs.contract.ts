/**
 * The one behaviour suite for the jobs port. Each adapter's test file runs it through a factory
 * that returns a fresh Jobs instance seeing no other test's jobs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEvent, defineQueue } from '@venue/contracts/messages';
import type { JobsLogger } from './jobs-logger';
import {
  type Jobs,
  type ScheduleWhen,
  JobFailedError,
  JobTimeoutError,
  UnrecoverableJobError,
} from './jobs.port';

export type JobsFactory = (options: { logger: JobsLogger }) => Jobs;

export interface JobsContractOptions {
  /**
   * Another instance on the same backend as the factory's latest one, as a second process would
   * open it. Without one (in-process), tests of several instances use two listeners on one.
   */
  peer?: JobsFactory;
}

interface LogEntry {
  level: keyof JobsLogger;
  obj: Record<string, unknown>;
  msg: string;
}

const memoryLogger = () => {
  const entries: LogEntry[] = [];
  const logger: JobsLogger = {
    error: (obj, msg) => entries.push({ level: 'error', obj: { ...obj }, msg }),
    warn: (obj, msg) => entries.push({ level: 'warn', obj: { ...obj }, msg }),
    info: (obj, msg) => entries.push({ level: 'info', obj: { ...obj }, msg }),
  };
  return { logger, entries };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitLong = { timeout: 5_000, interval: 10 };

const counter = (attempts?: number, backoffMs?: number) =>
  defineQueue({
    name: 'contract-counter',
    payload: z.object({ n: z.number().int() }),
    attempts,
    backoffMs,
  });
const changed = defineEvent({ name: 'contract.changed', payload: z.object({ id: z.string() }) });

interface Heard {
  by: string;
  payload: { id: string };
  eventId: string;
}

export function runJobsContract(
  adapterName: string,
  factory: JobsFactory,
  contractOptions: JobsContractOptions = {},
): void {
  describe(`jobs contract: ${adapterName}`, () => {
    let jobs: Jobs;
    let log: ReturnType<typeof memoryLogger>;
    let peers: Jobs[];

    beforeEach(() => {
      log = memoryLogger();
      jobs = factory({ logger: log.logger });
      peers = [];
    });

    afterEach(async () => {
      await Promise.all([jobs, ...peers].map((instance) => instance.close()));
    });

    const peerOrSelf = () => {
      if (!contractOptions.peer) return jobs;
      const peer = contractOptions.peer({ logger: log.logger });
      peers.push(peer);
      return peer;
    };

    const listenAs = (instance: Jobs, by: string, heard: Heard[]) =>
      instance.listen(changed, (payload, { eventId }) => {
        heard.push({ by, payload, eventId });
      });

    it('when a job is added before any worker exists, then the worker processes its payload once started', async () => {
      const seen: unknown[] = [];
      const { jobId } = await jobs.add(counter(), { n: 1 });

      jobs.work(counter(), async (payload, context) => {
        seen.push({ payload, context });
      });

      await vi.waitFor(
        () => expect(seen).toEqual([{ payload: { n: 1 }, context: { jobId, attempt: 1 } }]),
        waitLong,
      );
    });

    it('when a job is added for a request, then its handler and its failure log line get the request id', async () => {
      const seen: unknown[] = [];
      jobs.work(counter(1), async (payload, context) => {
        seen.push(context);
        throw new Error('boom');
      });

      const { jobId } = await jobs.add(counter(1), { n: 1 }, { requestId: 'req-7' });

      await vi.waitFor(() => {
        expect(seen).toEqual([{ jobId, attempt: 1, requestId: 'req-7' }]);
        expect(log.entries).toContainEqual({
          level: 'error',
          obj: expect.objectContaining({ jobId, requestId: 'req-7' }),
          msg: 'job failed',
        });
      }, waitLong);
    });

    it('when a payload does not match the queue schema, then add rejects and nothing is enqueued', async () => {
      const seen: unknown[] = [];

      await expect(
        jobs.add(counter(), { n: 'one' } as unknown as { n: number }),
      ).rejects.toBeInstanceOf(z.ZodError);
      await jobs.add(counter(), { n: 2 });
      jobs.work(counter(), async (payload) => {
        seen.push(payload);
      });

      await vi.waitFor(() => expect(seen).toHaveLength(1), waitLong);
      await sleep(50);
      expect(seen).toEqual([{ n: 2 }]);
    });

    it('when a worker has concurrency 2, then two jobs and never more run at once', async () => {
      let active = 0;
      let maxActive = 0;
      let done = 0;
      for (let n = 0; n < 6; n += 1) await jobs.add(counter(), { n });

      jobs.work(
        counter(),
        async () => {
          active += 1;
          maxActive = Math.max(maxActive, active);
          await sleep(40);
          active -= 1;
          done += 1;
        },
        { concurrency: 2 },
      );

      await vi.waitFor(() => expect(done).toBe(6), waitLong);
      expect(maxActive).toBe(2);
    });

    it('when a handler fails twice, then it is retried after growing backoff delays and then succeeds', async () => {
      const starts: { attempt: number; at: number }[] = [];
      jobs.work(counter(3, 40), async (_payload, { attempt }) => {
        starts.push({ attempt, at: Date.now() });
        if (attempt < 3) throw new Error(`flaky ${attempt}`);
      });

      await jobs.add(counter(3, 40), { n: 1 });

      await vi.waitFor(() => expect(starts).toHaveLength(3), waitLong);
      expect(starts.map((start) => start.attempt)).toEqual([1, 2, 3]);
      const [first, second, third] = starts.map((start) => start.at);
      // backoffMs * 2^(attempt - 1): at least 40 ms, then at least 80 ms (timers may round down 1 ms)
      expect(second! - first!).toBeGreaterThanOrEqual(38);
      expect(third! - second!).toBeGreaterThanOrEqual(78);
      await sleep(50);
      expect(log.entries.filter((entry) => entry.level === 'error')).toEqual([]);
    });

    it('when every attempt fails, then the failure is logged as an error with the job id and reason', async () => {
      let calls = 0;
      jobs.work(counter(2, 10), async () => {
        calls += 1;
        throw new Error('feed unreachable');
      });

      const { jobId } = await jobs.add(counter(2, 10), { n: 1 });

      await vi.waitFor(
        () => expect(log.entries.filter((entry) => entry.level === 'error')).toHaveLength(1),
        waitLong,
      );
      expect(log.entries.find((entry) => entry.level === 'error')?.obj).toMatchObject({
        jobId,
        reason: 'feed unreachable',
      });
      expect(calls).toBe(2);
    });

    it('when a handler throws UnrecoverableJobError, then the job fails after one attempt', async () => {
      let calls = 0;
      jobs.work(counter(3, 10), async () => {
        calls += 1;
        throw new UnrecoverableJobError('bad data');
      });

      const { jobId } = await jobs.add(counter(3, 10), { n: 1 });

      await vi.waitFor(
        () =>
          expect(log.entries).toContainEqual(
            expect.objectContaining({
              level: 'error',
              obj: expect.objectContaining({ jobId, reason: 'bad data' }),
            }),
          ),
        waitLong,
      );
      await sleep(100);
      expect(calls).toBe(1);
    });

    it('when a job id is added again while waiting or after completing, then the job runs once', async () => {
      const seen: unknown[] = [];
      const first = await jobs.add(counter(), { n: 1 }, { jobId: 'report-1' });
      const whileWaiting = await jobs.add(counter(), { n: 2 }, { jobId: 'report-1' });

      jobs.work(counter(), async (payload) => {
        seen.push(payload);
      });
      await vi.waitFor(() => expect(seen).toHaveLength(1), waitLong);
      const afterCompleting = await jobs.add(counter(), { n: 3 }, { jobId: 'report-1' });

      await sleep(100);
      expect(seen).toEqual([{ n: 1 }]);
      expect([first.jobId, whileWaiting.jobId, afterCompleting.jobId]).toEqual([
        'report-1',
        'report-1',
        'report-1',
      ]);
    });

    it('when a job id is empty, a whole number or contains a colon, then add refuses it and nothing is enqueued', async () => {
      const seen: unknown[] = [];

      for (const jobId of ['', '42', '-7', 'report:1'])
        await expect(jobs.add(counter(), { n: 1 }, { jobId })).rejects.toThrow('invalid job id');
      await jobs.add(counter(), { n: 2 }, { jobId: 'report-042' });
      jobs.work(counter(), async (payload) => {
        seen.push(payload);
      });

      await vi.waitFor(() => expect(seen).toHaveLength(1), waitLong);
      await sleep(50);
      expect(seen).toEqual([{ n: 2 }]);
    });

    it('when a job is added with delayMs, then it runs after the delay and after jobs added later without one', async () => {
      const seen: { n: number; at: number }[] = [];
      jobs.work(counter(), async ({ n }) => {
        seen.push({ n, at: Date.now() });
      });

      const addedAt = Date.now();
      await jobs.add(counter(), { n: 1 }, { delayMs: 150 });
      await jobs.add(counter(), { n: 2 });

      await vi.waitFor(() => expect(seen).toHaveLength(2), waitLong);
      expect(seen.map((run) => run.n)).toEqual([2, 1]);
      expect(seen[1]!.at - addedAt).toBeGreaterThanOrEqual(148);
    });

    it('when a schedule is set and then replaced under the same id, then it repeats and only the new payload keeps running', async () => {
      const runs: number[] = [];
      jobs.work(counter(), async ({ n }) => {
        runs.push(n);
      });

      await jobs.schedule(counter(), 'tick', { everyMs: 100 }, { n: 1 });
      await vi.waitFor(
        () => expect(runs.filter((n) => n === 1).length).toBeGreaterThanOrEqual(2),
        waitLong,
      );
      await jobs.schedule(counter(), 'tick', { everyMs: 100 }, { n: 2 });
      await vi.waitFor(
        () => expect(runs.filter((n) => n === 2).length).toBeGreaterThanOrEqual(2),
        waitLong,
      );
      const oldRuns = runs.filter((n) => n === 1).length;

      await sleep(250);
      expect(runs.filter((n) => n === 1)).toHaveLength(oldRuns);
      expect(runs.filter((n) => n === 2).length).toBeGreaterThanOrEqual(3);
    });

    it('when an interval schedule is removed, then it stops running', async () => {
      let runs = 0;
      jobs.work(counter(), async () => {
        runs += 1;
      });
      await jobs.schedule(counter(), 'tick', { everyMs: 100 }, { n: 1 });
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), waitLong);

      await jobs.unschedule(counter(), 'tick');
      // An iteration that was already due may still run.
      await sleep(150);
      const runsAfterUnschedule = runs;
      await sleep(300);

      expect(runs).toBe(runsAfterUnschedule);
    });

    it('when an interval schedule is replaced by a cron pattern under the same id, then the interval stops', async () => {
      let runs = 0;
      jobs.work(counter(), async () => {
        runs += 1;
      });
      await jobs.schedule(counter(), 'report', { everyMs: 100 }, { n: 1 });
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), waitLong);

      await jobs.schedule(
        counter(),
        'report',
        { cron: '0 6 1 1 *', timeZone: 'America/Winnipeg' },
        { n: 1 },
      );
      await sleep(150);
      const runsAfterReplacing = runs;
      await sleep(300);

      expect(runs).toBe(runsAfterReplacing);
    });

    it('when a cron schedule is set, then it runs at each match until it is removed', async () => {
      let runs = 0;
      jobs.work(counter(), async () => {
        runs += 1;
      });

      await jobs.schedule(
        counter(),
        'every-second',
        { cron: '*/1 * * * * *', timeZone: 'UTC' },
        { n: 1 },
      );
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), waitLong);
      await jobs.unschedule(counter(), 'every-second');
      await sleep(200);
      const runsAfterUnschedule = runs;
      await sleep(1_200);

      expect(runs).toBe(runsAfterUnschedule);
    });

    it('when a schedule has a bad cron pattern, time zone or interval, then schedule refuses it', async () => {
      const schedule = (when: ScheduleWhen) => jobs.schedule(counter(), 'bad', when, { n: 1 });

      await expect(schedule({ cron: '61 * * * *', timeZone: 'UTC' })).rejects.toThrow(
        'jobs: invalid cron pattern "61 * * * *"',
      );
      await expect(schedule({ cron: 'every morning', timeZone: 'UTC' })).rejects.toThrow(
        'invalid cron pattern',
      );
      await expect(schedule({ cron: ' ', timeZone: 'UTC' })).rejects.toThrow('empty cron pattern');
      await expect(schedule({ cron: '0 6 * * *', timeZone: 'America/Winnipog' })).rejects.toThrow(
        'jobs: unknown time zone "America/Winnipog"',
      );
      for (const everyMs of [0, -100, 1.5, Number.NaN])
        await expect(schedule({ everyMs })).rejects.toThrow('everyMs must be a positive');
    });

    it('when a schedule id was never set, then unschedule does nothing', async () => {
      await expect(jobs.unschedule(counter(), 'never-set')).resolves.toBeUndefined();
    });

    it('when jobs are closed, then a schedule stops running', async () => {
      let runs = 0;
      jobs.work(counter(), async () => {
        runs += 1;
      });
      await jobs.schedule(counter(), 'tick', { everyMs: 100 }, { n: 1 });
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(1), waitLong);

      await jobs.close();
      const runsAtClose = runs;
      await sleep(250);

      expect(runs).toBe(runsAtClose);
    });

    it('when jobs wait, run, wait out a delay and fail, then the counts say how many are in each state', async () => {
      expect(await jobs.counts(counter())).toEqual({
        waiting: 0,
        active: 0,
        delayed: 0,
        failed: 0,
      });
      await jobs.add(counter(1), { n: 1 });
      await jobs.add(counter(1), { n: 2 });
      await jobs.add(counter(1), { n: 3 }, { delayMs: 60_000 });
      expect(await jobs.counts(counter())).toEqual({
        waiting: 2,
        active: 0,
        delayed: 1,
        failed: 0,
      });

      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      jobs.work(counter(1), async ({ n }) => {
        if (n === 1) throw new Error('boom');
        await held;
      });

      await vi.waitFor(
        async () =>
          expect(await jobs.counts(counter())).toEqual({
            waiting: 0,
            active: 1,
            delayed: 1,
            failed: 1,
          }),
        waitLong,
      );
      release();
      await vi.waitFor(async () => expect((await jobs.counts(counter())).active).toBe(0), waitLong);
    });

    it('when addAndWait is used and the handler returns, then it resolves with the result', async () => {
      jobs.work(counter(), async ({ n }) => ({ doubled: n * 2 }));

      const result = await jobs.addAndWait<{ n: number }, { doubled: number }>(
        counter(),
        { n: 21 },
        { timeoutMs: 5_000 },
      );

      expect(result).toEqual({ doubled: 42 });
    });

    it('when addAndWait gets no result within timeoutMs, then it rejects with JobTimeoutError', async () => {
      const startedAt = Date.now();

      await expect(jobs.addAndWait(counter(), { n: 1 }, { timeoutMs: 150 })).rejects.toBeInstanceOf(
        JobTimeoutError,
      );

      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(148);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
    });

    it('when addAndWait is used and every attempt fails, then it rejects with the handler error after the retries', async () => {
      let calls = 0;
      jobs.work(counter(2, 10), async () => {
        calls += 1;
        throw new Error('boom');
      });

      const outcome = jobs.addAndWait(counter(2, 10), { n: 1 }, { timeoutMs: 5_000 });

      await expect(outcome).rejects.toBeInstanceOf(JobFailedError);
      await expect(outcome).rejects.toThrow('boom');
      expect(calls).toBe(2);
    });

    it('when two subscribers listen to an event, then each gets its own copy of every event', async () => {
      const search: string[] = [];
      const mailer: string[] = [];
      jobs.subscribe(changed, 'search', async ({ id }) => {
        search.push(id);
      });
      jobs.subscribe(changed, 'mailer', async ({ id }) => {
        mailer.push(id);
      });

      await jobs.publish(changed, { id: 'a' });
      await jobs.publish(changed, { id: 'b' });

      await vi.waitFor(
        () =>
          expect([search, mailer]).toEqual([
            ['a', 'b'],
            ['a', 'b'],
          ]),
        waitLong,
      );
    });

    it('when an event is published, then each subscriber gets a copy whose job id is the event id, given or generated', async () => {
      const copies: unknown[] = [];
      for (const subscriber of ['search', 'mailer'])
        jobs.subscribe(changed, subscriber, async ({ id }, context) => {
          copies.push({ subscriber, id, context });
        });

      const given = await jobs.publish(changed, { id: 'a' }, { eventId: 'game-7-changed' });
      const generated = await jobs.publish(changed, { id: 'b' });

      expect(given).toEqual({ eventId: 'game-7-changed' });
      expect(generated.eventId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      await vi.waitFor(() => expect(copies).toHaveLength(4), waitLong);
      for (const subscriber of ['search', 'mailer']) {
        expect(copies).toContainEqual({
          subscriber,
          id: 'a',
          context: { jobId: 'game-7-changed', eventId: 'game-7-changed', attempt: 1 },
        });
        expect(copies).toContainEqual({
          subscriber,
          id: 'b',
          context: { jobId: generated.eventId, eventId: generated.eventId, attempt: 1 },
        });
      }
    });

    it('when the same event id is published again, before and after handling, then each subscriber handles it once', async () => {
      const handled: string[] = [];
      for (const subscriber of ['search', 'mailer'])
        jobs.subscribe(changed, subscriber, async ({ id }) => {
          handled.push(`${subscriber} ${id}`);
        });

      await jobs.publish(changed, { id: 'a' }, { eventId: 'relay-1' });
      await jobs.publish(changed, { id: 'a' }, { eventId: 'relay-1' });
      await vi.waitFor(() => expect(handled).toHaveLength(2), waitLong);
      const again = await jobs.publish(changed, { id: 'a' }, { eventId: 'relay-1' });

      await sleep(100);
      expect(again).toEqual({ eventId: 'relay-1' });
      expect([...handled].sort()).toEqual(['mailer a', 'search a']);
    });

    it('when an event id is not a valid job id, then publish refuses it and no subscriber gets the event', async () => {
      const handled: string[] = [];
      jobs.subscribe(changed, 'search', async ({ id }) => {
        handled.push(id);
      });

      await expect(jobs.publish(changed, { id: 'a' }, { eventId: 'game:7' })).rejects.toThrow(
        'invalid job id',
      );
      await jobs.publish(changed, { id: 'b' });

      await vi.waitFor(() => expect(handled).toHaveLength(1), waitLong);
      await sleep(50);
      expect(handled).toEqual(['b']);
    });

    it('when two instances listen to an event, then both hear each event published from then on, with its id', async () => {
      const heard: Heard[] = [];
      listenAs(jobs, 'first', heard);
      listenAs(peerOrSelf(), 'second', heard);
      // Listening starts a round trip after listen() on another instance: wait until it has.
      await vi.waitFor(async () => {
        await jobs.publish(changed, { id: 'warm-up' });
        expect(new Set(heard.map((entry) => entry.by))).toEqual(new Set(['first', 'second']));
      }, waitLong);

      const { eventId } = await jobs.publish(changed, { id: 'a' });

      await vi.waitFor(
        () =>
          expect(heard.filter((entry) => entry.payload.id === 'a')).toEqual(
            expect.arrayContaining([
              { by: 'first', payload: { id: 'a' }, eventId },
              { by: 'second', payload: { id: 'a' }, eventId },
            ]),
          ),
        waitLong,
      );
      await sleep(50);
      expect(heard.filter((entry) => entry.payload.id === 'a')).toHaveLength(2);
    });

    it('when an instance listens, then watchListening says so once every event is heard, and its watchers hear no more after they stop', async () => {
      const heard: Heard[] = [];
      listenAs(jobs, 'cache', heard);
      const states: boolean[] = [];
      const stop = jobs.watchListening((listening) => states.push(listening));

      await vi.waitFor(() => expect(states.at(-1)).toBe(true), waitLong);
      await jobs.publish(changed, { id: 'a' });
      await vi.waitFor(() => expect(heard).toHaveLength(1), waitLong);
      stop();
      expect(states.slice(1).every((listening) => listening)).toBe(true);
    });

    it('when a listener unlistens, then it hears nothing more while other listeners still do', async () => {
      const heard: Heard[] = [];
      const unlisten = listenAs(jobs, 'leaving', heard);
      listenAs(jobs, 'staying', heard);
      await jobs.publish(changed, { id: 'a' });
      await vi.waitFor(() => expect(heard).toHaveLength(2), waitLong);

      await unlisten();
      await jobs.publish(changed, { id: 'b' });

      await vi.waitFor(() => expect(heard).toHaveLength(3), waitLong);
      await sleep(50);
      expect(heard.map(({ by, payload }) => `${by} ${payload.id}`)).toEqual(
        expect.arrayContaining(['leaving a', 'staying a', 'staying b']),
      );
      expect(heard).toHaveLength(3);
    });

    it('when an event is published, then subscribers and listeners both get it with the same event id', async () => {
      const heard: Heard[] = [];
      const handled: unknown[] = [];
      jobs.subscribe(changed, 'search', async ({ id }, { eventId }) => {
        handled.push({ id, eventId });
      });
      listenAs(jobs, 'cache', heard);

      await jobs.publish(changed, { id: 'a' }, { eventId: 'game-7-changed' });

      await vi.waitFor(() => {
        expect(handled).toEqual([{ id: 'a', eventId: 'game-7-changed' }]);
        expect(heard).toEqual([{ by: 'cache', payload: { id: 'a' }, eventId: 'game-7-changed' }]);
      }, waitLong);
    });

    it('when an event is published for a request, then subscribers and listeners get its request id', async () => {
      const handled: unknown[] = [];
      const heard: unknown[] = [];
      jobs.subscribe(changed, 'search', async (_payload, context) => {
        handled.push(context);
      });
      jobs.listen(changed, (_payload, meta) => {
        heard.push(meta);
      });

      await jobs.publish(changed, { id: 'a' }, { eventId: 'game-8-changed', requestId: 'req-8' });

      await vi.waitFor(() => {
        expect(handled).toEqual([
          { jobId: 'game-8-changed', eventId: 'game-8-changed', attempt: 1, requestId: 'req-8' },
        ]);
        expect(heard).toEqual([{ eventId: 'game-8-changed', requestId: 'req-8' }]);
      }, waitLong);
    });

    it('when a listener throws, then the error is logged with the event id and other listeners still hear the event', async () => {
      const heard: Heard[] = [];
      jobs.listen(changed, () => {
        throw new Error('cache gone');
      });
      listenAs(jobs, 'healthy', heard);

      const { eventId } = await jobs.publish(changed, { id: 'a' });

      await vi.waitFor(() => {
        expect(heard).toEqual([{ by: 'healthy', payload: { id: 'a' }, eventId }]);
        expect(log.entries).toContainEqual({
          level: 'error',
          obj: expect.objectContaining({ event: changed.name, eventId, reason: 'cache gone' }),
          msg: 'jobs: event listener failed',
        });
      }, waitLong);
    });

    it('when one subscriber name has two workers, then each event is handled once', async () => {
      const handled: string[] = [];
      for (let worker = 0; worker < 2; worker += 1) {
        jobs.subscribe(changed, 'search', async ({ id }) => {
          handled.push(id);
        });
      }

      for (const id of ['a', 'b', 'c']) await jobs.publish(changed, { id });

      await vi.waitFor(() => expect(handled).toHaveLength(3), waitLong);
      await sleep(100);
      expect([...handled].sort()).toEqual(['a', 'b', 'c']);
    });

    it('when jobs are closed while a job runs, then the job finishes first and later adds are refused', async () => {
      let started = false;
      let finished = false;
      jobs.work(counter(), async () => {
        started = true;
        await sleep(150);
        finished = true;
      });
      await jobs.add(counter(), { n: 1 });
      await vi.waitFor(() => expect(started).toBe(true), waitLong);

      await jobs.close();

      expect(finished).toBe(true);
      await expect(jobs.add(counter(), { n: 2 })).rejects.toThrow('closed');
    });
  });
}
