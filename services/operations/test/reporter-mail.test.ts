import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import {
  machineReportChanged,
  type MachineReportChangedEvent,
} from '@venue/contracts/machine-reports';
import { outboxMailSchema } from '@venue/contracts/mail';
import { linkOf } from '@venue/contracts/paging';
import { startMailSink, type MailSink } from '@venue/test-helpers/mail-sink';
import {
  expectError,
  fieldErrorsOf,
  someGame,
  startOperations,
  type Operations,
} from './operations-harness';

let operations: Operations | undefined;
let sink: MailSink | undefined;
afterEach(async () => {
  await operations?.close();
  await sink?.close();
  operations = undefined;
  sink = undefined;
});

let fixedEvents: Array<{ event: MachineReportChangedEvent; eventId: string }>;
const start = async (options: Parameters<typeof startOperations>[0] = {}) => {
  operations = await startOperations(options);
  fixedEvents = [];
  operations.hosted.jobs.subscribe(machineReportChanged, 'mail-test', async (event, context) => {
    fixedEvents.push({ event, eventId: context.eventId ?? '' });
  });
  return operations;
};

async function reported(email: string, playerName = 'Sam') {
  const game = await someGame(operations!);
  const response = await operations!.api('/api/machine-reports', {
    method: 'POST',
    json: {
      gameName: game.name,
      issueType: 'game_frozen',
      description: 'Froze on the second ball.',
      playerName,
      email,
    },
  });
  expect(response.status).toBe(201);
  return { ...z.object({ id: z.string() }).parse(await response.json()), game };
}

const setStatus = async (id: string, status: string) =>
  expect(
    (
      await operations!.staff('PATCH', `/api/machine-reports/${id}`, {
        status,
        staffNotes: 'Swapped the board',
      })
    ).status,
  ).toBe(200);

describe('telling the reporter through SMTP', () => {
  it('when a report with an e-mail is marked fixed, then one message arrives, even when the event comes again after a restart', async () => {
    sink = await startMailSink();
    await start({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Forks Arcade <arcade@forks.example>' } });
    const { id, game } = await reported('sam@example.com');
    await setStatus(id, 'fixed');
    await expect.poll(() => sink!.received.length).toBe(1);
    const [message] = sink.received;
    expect(message!.to).toEqual(['sam@example.com']);
    expect(message!.raw).toContain(`Subject: ${game.name} is fixed`);
    expect(message!.raw).toContain('From: Forks Arcade <arcade@forks.example>');
    expect(message!.raw).toContain('Hello Sam,');
    expect(message!.raw).not.toContain('Swapped the board');

    // Closing a fixed report is no new "fixed": nobody is told twice.
    await setStatus(id, 'closed');
    const fixed = fixedEvents.find(({ event }) => event.status === 'fixed')!;
    expect(fixed).toBeDefined();

    // The same event delivered again, to a fresh queue that remembers no job: still one message.
    const dataDir = operations!.hosted.dataDir;
    await operations!.hosted.stop();
    operations = await startOperations({ dataDir, env: { SMTP_URL: sink.url } });
    await operations.hosted.jobs.publish(machineReportChanged, fixed.event, {
      eventId: fixed.eventId,
    });
    // A second report fixed after it shows the queue has moved past the repeated event.
    const second = await reported('lee@example.com', '');
    await setStatus(second.id, 'fixed');
    await expect.poll(() => sink!.received.length).toBe(2);
    expect(sink.received.map((received) => received.to)).toEqual([
      ['sam@example.com'],
      ['lee@example.com'],
    ]);
    expect(sink.received[1]!.raw).toContain('Hello,');
  });

  it('when the mail server refuses at first, then the message is sent again with backoff and arrives once', async () => {
    sink = await startMailSink({ refuseFirst: 2 });
    await start({ env: { SMTP_URL: sink.url } });
    const { id } = await reported('sam@example.com');
    await setStatus(id, 'fixed');
    await expect.poll(() => sink!.received.length, { timeout: 30_000 }).toBe(1);
    expect(sink.deliveries()).toBe(3);
    expect(sink.received[0]!.to).toEqual(['sam@example.com']);
  });
});

describe('telling the reporter without a mail server', () => {
  const outbox = () => operations!.read('/api/mail/outbox', z.array(outboxMailSchema));

  it('when no SMTP_URL is set, then the message is an .eml file in the data folder, listed for staff', async () => {
    await start();
    const { id, game } = await reported('sam@example.com');
    await setStatus(id, 'fixed');
    await expect.poll(async () => (await outbox()).length).toBe(1);
    const [entry] = await outbox();
    expect(entry).toMatchObject({
      reportId: id,
      to: 'sam@example.com',
      subject: `${game.name} is fixed`,
    });
    const folder = path.join(operations!.hosted.dataDir, 'outbox-mail');
    expect(await readdir(folder)).toEqual([entry!.file]);
    const eml = await readFile(path.join(folder, entry!.file), 'utf8');
    expect(eml).toContain('To: sam@example.com');
    expect(eml).toContain(`Subject: ${game.name} is fixed`);
  });

  it('when a report without an e-mail is fixed, then nothing is written', async () => {
    await start();
    const silent = await reported('');
    await setStatus(silent.id, 'fixed');
    const told = await reported('lee@example.com');
    await setStatus(told.id, 'fixed');
    await expect
      .poll(async () => (await outbox()).map((entry) => entry.to))
      .toEqual(['lee@example.com']);
  });

  it('when staff read the outbox two at a time, then the pages hold every message once, with the whole count', async () => {
    await start();
    for (const email of ['ann@example.com', 'lee@example.com', 'sam@example.com']) {
      const { id } = await reported(email);
      await setStatus(id, 'fixed');
    }
    await expect.poll(async () => (await outbox()).length).toBe(3);
    const everything = await outbox();

    const seen: string[] = [];
    let next: string | undefined = '/api/mail/outbox?limit=2';
    while (next) {
      const response = await operations!.staff('GET', next);
      expect(response.status, await response.clone().text()).toBe(200);
      const page = z.array(outboxMailSchema).parse(await response.json());
      expect(page.length).toBeLessThanOrEqual(2);
      expect(response.headers.get('x-total-count')).toBe('3');
      seen.push(...page.map((entry) => entry.id));
      next = linkOf(response.headers.get('link'), 'next');
    }
    expect(seen).toEqual(everything.map((entry) => entry.id));
  });

  it('when the outbox is asked for with a limit over 200, then it is a 400 naming it', async () => {
    await start();
    const response = await operations!.staff('GET', '/api/mail/outbox?limit=201');
    expect(await fieldErrorsOf(response, 'query.limit')).toHaveLength(1);
  });

  it('when the outbox is asked for without the gateway identity, then it is a 401', async () => {
    await start();
    await expectError(await operations!.api('/api/mail/outbox'), 401);
  });

  it('when SMTP_URL is not an SMTP address, then the service does not start and says why', async () => {
    await expect(startOperations({ env: { SMTP_URL: 'http://mail.example' } })).rejects.toThrow(
      /SMTP_URL/,
    );
  });
});
