import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '@venue/contracts/events';
import { createLogger } from '@venue/service-kit/logger';
import { jsonRequest, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/** A log line as pino writes it, with the fields these tests read. */
interface LogLine {
  time: number;
  msg: string;
  service?: string;
  requestId?: string;
  queue?: string;
  jobId?: string;
  req?: { method: string; url: string };
}

const lines: LogLine[] = [];
let gateway: GatewayUnderTest;
let token = '';

beforeAll(async () => {
  const logger = createLogger('venue', 'debug', {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  gateway = await startGatewayUnderTest({ logger });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  token = await gateway.signIn('crew', 'crew-password-1');
});
afterAll(async () => {
  await gateway.close();
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('when a request makes a service call and jobs, then every line logged for it carries its id', async () => {
    const requestId = 'trace-7f3a9c';
    const startedAt = Date.now();
    const created = await fetch(`${gateway.url}/api/events`, {
      ...jsonRequest('POST', {
        id: 'request-id-night-20310501',
        title: 'Request id night',
        date: '2031-05-01',
        time: '7 PM',
        location: 'The Forks',
        description: 'Traced from the gateway to the AI job',
      }),
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-request-id': requestId,
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toBe(requestId);
    const event = eventSchema.parse(await created.json());
    // The event's subscriber job queues the AI job, which asks the events service for the event.
    await expect
      .poll(async () => (await fetch(`${gateway.url}/api/ai/events/${event.id}/marketing`)).status)
      .toBe(200);
    const since = () => lines.filter((line) => line.time >= startedAt);
    const jobDone = (jobId: string | undefined) =>
      since().find((line) => line.msg === 'job done' && line.jobId === jobId);
    // The subscriber's copy of event.changed has the event's id as its job id; the AI job it
    // adds is `enhance-<that id>` (the sample calendar's own AI jobs run beside it).
    const subscriberJob = () =>
      since().find(
        (line) =>
          line.msg === 'job done' && line.queue === 'event.event.changed.integrations-enhancer',
      );
    await expect.poll(() => jobDone(`enhance-${subscriberJob()?.jobId}`)).toBeDefined();

    expect(since().filter((line) => line.requestId === undefined)).toEqual([]);
    expect(subscriberJob()?.requestId).toBe(requestId);
    expect(jobDone(`enhance-${subscriberJob()?.jobId}`)?.requestId).toBe(requestId);
    const ours = since().filter((line) => line.requestId === requestId);
    expect(ours).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          service: 'gateway',
          msg: 'request completed',
          req: { method: 'POST', url: '/api/events' },
        }),
        expect.objectContaining({
          service: 'events',
          msg: 'request completed',
          req: { method: 'POST', url: '/api/events' },
        }),
        // The AI job's call to the events service.
        expect.objectContaining({
          service: 'events',
          msg: 'request completed',
          req: { method: 'GET', url: `/api/events/${event.id}` },
        }),
        expect.objectContaining({ service: 'gateway', msg: 'edge cache: invalidated' }),
      ]),
    );
  });

  it('when a client sends no id, or one too long or with other characters, then the answer names a new one', async () => {
    for (const given of [undefined, 'x'.repeat(65), 'two words', 'a;b']) {
      const response = await fetch(`${gateway.url}/api/staff/session`, {
        headers: {
          authorization: `Bearer ${token}`,
          ...(given !== undefined && { 'x-request-id': given }),
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id'), given).toMatch(uuid);
    }
  });

  it('when a read is answered from the edge cache, then the answer names the request too', async () => {
    await fetch(`${gateway.url}/api/games/counts`);
    const hit = await fetch(`${gateway.url}/api/games/counts`, {
      headers: { 'x-request-id': 'kiosk-42' },
    });
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-request-id')).toBe('kiosk-42');
    expect((await fetch(`${gateway.url}/api/games/counts`)).headers.get('x-request-id')).toMatch(
      uuid,
    );
  });
});
