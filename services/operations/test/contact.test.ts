import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessageSchema, contactReceiptSchema } from '@venue/contracts/contact';
import { linkOf } from '@venue/contracts/paging';
import { expectError, fieldErrorsOf, startOperations, type Operations } from './operations-harness';

let operations: Operations;

const contactPath = '/api/contact';
const inboxPath = '/api/contact-messages';
const inbox = () => operations.read(inboxPath, z.array(contactMessageSchema));
const validMessage = {
  name: 'Alex Doe',
  email: 'alex@example.com',
  subject: 'parties',
  message: 'Can we book the party room for 20 kids?',
};
const send = (json: unknown) => operations.api(contactPath, { method: 'POST', json });
async function sent(json: unknown = validMessage) {
  const response = await send(json);
  expect(response.status).toBe(201);
  return contactReceiptSchema.parse(await response.json());
}

beforeEach(async () => {
  operations = await startOperations({ withCatalogue: false });
});
afterEach(() => operations.close());

describe('contact messages', () => {
  it('when a visitor sends a valid message, then staff find it in the inbox, unhandled', async () => {
    const receipt = await sent({ ...validMessage, email: '  alex@example.com ' });
    expect(await inbox()).toEqual([
      {
        ...validMessage,
        id: receipt.id,
        handled: false,
        handledAt: null,
        receivedAt: receipt.receivedAt,
      },
    ]);
  });

  it('when the fields sit exactly on their bounds, then the message is accepted', async () => {
    await sent({ ...validMessage, name: 'x'.repeat(100), message: 'x'.repeat(10) });
    await sent({ ...validMessage, name: 'J', message: 'x'.repeat(5000) });
    expect(await inbox()).toHaveLength(2);
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Please enter your name'],
    ['a blank name', { name: '  ' }, 'name', 'Please enter your name'],
    [
      'a 101-character name',
      { name: 'x'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
    ],
    ['no email', { email: undefined }, 'email', 'Please enter your email address'],
    [
      'an address without @',
      { email: 'alex.example.com' },
      'email',
      'Please enter a valid email address',
    ],
    ['an unknown subject', { subject: 'jobs' }, 'subject', 'Please select a subject'],
    ['no message', { message: undefined }, 'message', 'Please enter a message'],
    [
      'a 9-character message',
      { message: '123456789' },
      'message',
      'Message must be at least 10 characters',
    ],
    [
      'a 5001-character message',
      { message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
  ])(
    'when the message has %s, then it is a 400 with one message for that field and nothing is stored',
    async (_label, change, field, message) => {
      expect(await fieldErrorsOf(await send({ ...validMessage, ...change }), field)).toEqual([
        message,
      ]);
      expect(await inbox()).toEqual([]);
    },
  );

  it('when staff mark a message handled and back, then handled and handledAt follow', async () => {
    const { id } = await sent();
    const setHandled = async (handled: boolean) => {
      const response = await operations.staff('PATCH', `${inboxPath}/${id}`, { handled });
      expect(response.status).toBe(200);
      return contactMessageSchema.parse(await response.json());
    };
    const handled = await setHandled(true);
    expect(handled.handledAt).toBeInstanceOf(Date);
    expect((await setHandled(true)).handledAt).toEqual(handled.handledAt);
    expect(await setHandled(false)).toMatchObject({ handled: false, handledAt: null });
    expect(
      await fieldErrorsOf(
        await operations.staff('PATCH', `${inboxPath}/${id}`, { handled: 'yes' }),
        'handled',
      ),
    ).toEqual(['Handled must be true or false']);
  });

  it('when staff delete a message, then it is gone; an unknown one is a 404', async () => {
    const kept = await sent();
    const { id } = await sent({ ...validMessage, subject: 'feedback' });
    expect((await inbox()).map((message) => message.id)).toEqual([id, kept.id]);
    expect((await operations.staff('DELETE', `${inboxPath}/${id}`)).status).toBe(204);
    expect((await inbox()).map((message) => message.id)).toEqual([kept.id]);
    await expectError(await operations.staff('DELETE', `${inboxPath}/${id}`), 404);
    await expectError(
      await operations.staff('PATCH', `${inboxPath}/${id}`, { handled: true }),
      404,
    );
  });

  it('when the inbox is asked for without the gateway identity, then it is a 401', async () => {
    await sent();
    await expectError(await operations.api(inboxPath), 401);
  });
});

describe('staff page through the inbox', () => {
  it('when staff read two at a time, then the pages hold every message once, newest first, and a bad cursor is a 400', async () => {
    for (let n = 0; n < 3; n += 1) await sent({ ...validMessage, name: `Visitor ${n}` });
    const everything = (await inbox()).map((message) => message.id);

    const first = await operations.staff('GET', `${inboxPath}?limit=2`);
    expect(first.headers.get('x-total-count')).toBe('3');
    const next = linkOf(first.headers.get('link'), 'next') as string;
    const second = await operations.staff('GET', next);
    expect(second.headers.get('link')).toBeNull();
    const pages = [
      ...z.array(contactMessageSchema).parse(await first.json()),
      ...z.array(contactMessageSchema).parse(await second.json()),
    ];
    expect(pages.map((message) => message.id)).toEqual(everything);

    const bad = await operations.staff('GET', `${inboxPath}?before=not-a-cursor`);
    expect(await fieldErrorsOf(bad, 'query.before')).toEqual([
      'before must be the cursor of a page (from the Link header)',
    ]);
  });
});
