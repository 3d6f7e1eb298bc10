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
import { readMessage, type ReadMessage } from '@venue/test-helpers/mail-message';
import { startMailSink, type MailSink } from '@venue/test-helpers/mail-sink';
import { tempDir } from '@venue/test-helpers/service-harness';
import { fileMail } from '../src/mail.files';
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

/** A player name that is an advertisement: it must reach no message. */
const phishingName = 'Visit http://phish.example/win now';

/**
 * What RFC 5322 and MIME ask of a message: every line ends in CRLF and holds at most 78
 * characters, and the body is declared as UTF-8 text in an encoding a mail program reads.
 */
function expectWellFormed(raw: string): ReadMessage {
  const lines = raw.split('\r\n');
  for (const line of lines) {
    expect(line, 'a line ends in a bare LF or CR').not.toMatch(/[\r\n]/);
    expect(line.length, `line over 78 characters: ${line}`).toBeLessThanOrEqual(78);
  }
  const message = readMessage(raw);
  expect(message.header('mime-version')).toBe('1.0');
  expect(message.header('content-type')).toBe('text/plain; charset=utf-8');
  expect(['7bit', '8bit', 'quoted-printable']).toContain(
    message.header('content-transfer-encoding'),
  );
  const date = Date.parse(message.header('date') ?? '');
  expect(Math.abs(Date.now() - date)).toBeLessThan(10 * 60_000);
  return message;
}

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
    expect(readMessage(message!.raw).text).toMatch(/^Hello,\n/);
    expect(message!.raw).not.toContain('Swapped the board');

    // Closing a fixed report is no new "fixed": nobody is told twice.
    await setStatus(id, 'closed');
    const fixed = fixedEvents.find(({ event }) => event.status === 'fixed')!;
    expect(fixed).toBeDefined();

    // The same event delivered again, to a fresh queue that remembers no job: still one message.
    const dataDir = operations!.hosted.dataDir;
    await operations!.hosted.stop();
    operations = await startOperations({
      dataDir,
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Forks Arcade <arcade@forks.example>' },
    });
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
    expect(readMessage(sink.received[1]!.raw).text).toMatch(/^Hello,\n/);
  });

  it('when a player whose name is a link is told through SMTP, then the message is well formed, greets nobody by name, links to the machine and signs with the venue', async () => {
    sink = await startMailSink();
    await start({
      env: {
        SMTP_URL: sink.url,
        PUBLIC_BASE_URL: 'https://forks.example',
        VENUE_NAME: 'The Pinball Room',
      },
    });
    const { id, game } = await reported('sam@example.com', phishingName);
    await setStatus(id, 'fixed');
    await expect.poll(() => sink!.received.length).toBe(1);
    const message = expectWellFormed(sink.received[0]!.raw);
    expect(message.header('from')).toBe('The Pinball Room <no-reply@forks.example>');
    expect(message.header('message-id')).toMatch(/^<[^<>@\s]+@forks\.example>$/);
    expect(message.text).toMatch(/^Hello,\n/);
    expect(sink.received[0]!.raw).not.toMatch(/phish|Visit/);
    expect(message.text).toContain(`https://forks.example/games/${game.slug}`);
    expect(message.text).toMatch(/\nSee you on the floor,\nThe Pinball Room\n$/);
  });

  it('when the mail server refuses at first, then the message is sent again with backoff and arrives once', async () => {
    sink = await startMailSink({ refuseFirst: 2 });
    await start({ env: { SMTP_URL: sink.url, PUBLIC_BASE_URL: 'https://forks.example' } });
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

  it('when the outbox is written for a player whose name is a link, then the file is a well-formed message with the link to the machine, the name nowhere', async () => {
    await start({ env: { PUBLIC_BASE_URL: 'https://www.forks.example' } });
    const { id, game } = await reported('sam@example.com', phishingName);
    await setStatus(id, 'fixed');
    await expect.poll(async () => (await outbox()).length).toBe(1);
    const [entry] = await outbox();
    const folder = path.join(operations!.hosted.dataDir, 'outbox-mail');
    const eml = await readFile(path.join(folder, entry!.file), 'utf8');
    const message = expectWellFormed(eml);
    expect(message.header('from')).toBe('Forks Arcade <no-reply@forks.example>');
    expect(message.header('to')).toBe('sam@example.com');
    expect(eml).not.toMatch(/phish|Visit/);
    expect(entry!.text).not.toMatch(/phish|Visit/);
    expect(message.text).toContain(`https://www.forks.example/games/${game.slug}`);
    expect(message.text).toMatch(/\nSee you on the floor,\nForks Arcade\n$/);
  });

  it('when the site has no public address, then the outbox message comes from the venue at localhost, without a link', async () => {
    await start();
    const { id } = await reported('sam@example.com');
    await setStatus(id, 'fixed');
    await expect.poll(async () => (await outbox()).length).toBe(1);
    const [entry] = await outbox();
    const eml = await readFile(
      path.join(operations!.hosted.dataDir, 'outbox-mail', entry!.file),
      'utf8',
    );
    const message = expectWellFormed(eml);
    expect(message.header('from')).toBe('Forks Arcade <no-reply@localhost>');
    expect(message.text).not.toMatch(/https?:/);
  });

  it('when a message names an address with a line break in it, then the mail port refuses it and writes nothing', async () => {
    const dir = await tempDir('mail-port');
    const port = fileMail(dir, {
      from: { name: 'Forks Arcade', address: 'no-reply@forks.example' },
      domain: 'forks.example',
    });
    for (const to of [
      'sam@example.com\r\nBcc: all@example.com',
      'sam@example.com, all@example.com',
    ]) {
      await expect(
        port.send({ id: 'a.b', to, subject: 'Fixed', text: 'Hello,\n' }),
      ).rejects.toThrow(/address/);
    }
    const written = await port.send({
      id: 'c.d',
      to: 'sam@example.com',
      subject: 'Medieval Madness\r\nBcc: all@example.com is fixed',
      text: 'Hello,\n',
    });
    const message = readMessage(await readFile(path.join(dir, 'c.d.eml'), 'utf8'));
    expect(written).toEqual({ via: 'file', file: 'c.d.eml' });
    expect(message.headers.has('bcc')).toBe(false);
    expect(message.header('subject')).toBe('Medieval Madness Bcc: all@example.com is fixed');
    expect(await readdir(dir)).toEqual(['c.d.eml']);
    port.close();
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

  it('when SMTP_URL is set without MAIL_FROM or PUBLIC_BASE_URL, then the service does not start and says why', async () => {
    await expect(startOperations({ env: { SMTP_URL: 'smtp://127.0.0.1:25' } })).rejects.toThrow(
      /MAIL_FROM: .*PUBLIC_BASE_URL/,
    );
  });

  it.each([
    ['a line break', 'Forks Arcade <arcade@forks.example>\r\nBcc: all@example.com'],
    ['no address', 'Forks Arcade'],
    ['two addresses', 'arcade@forks.example, all@example.com'],
  ])(
    'when MAIL_FROM holds %s, then the service does not start and says why',
    async (_what, from) => {
      await expect(startOperations({ env: { MAIL_FROM: from } })).rejects.toThrow(/MAIL_FROM/);
    },
  );

  it('when SMTP_URL is not an SMTP address, then the service does not start and says why', async () => {
    await expect(startOperations({ env: { SMTP_URL: 'http://mail.example' } })).rejects.toThrow(
      /SMTP_URL/,
    );
  });
});
