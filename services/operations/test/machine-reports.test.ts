import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  machineReportCreated,
  machineReportReceiptSchema,
  machineReportSchema,
} from '@venue/contracts/machine-reports';
import { linkOf } from '@venue/contracts/paging';
import {
  expectError,
  fieldErrorsOf,
  someGame,
  startOperations,
  type Operations,
} from './operations-harness';

let operations: Operations;
let game: { name: string; category: 'pinball' };
let announced: Array<{ reportId: string; gameName: string; issueType: string }>;

const reportsPath = '/api/machine-reports';
const reports = () => operations.read(reportsPath, z.array(machineReportSchema));
const submit = (json: unknown) => operations.api(reportsPath, { method: 'POST', json });
const validReport = () => ({
  gameName: game.name,
  issueType: 'game_frozen',
  description: 'Screen froze mid-ball and flippers stopped.',
  playerName: 'Sam',
  contactInfo: 'sam@example.com',
});

async function submitted(json: unknown = validReport()) {
  const response = await submit(json);
  expect(response.status).toBe(201);
  return machineReportReceiptSchema.parse(await response.json());
}

beforeEach(async () => {
  operations = await startOperations();
  game = await someGame(operations);
  announced = [];
  operations.hosted.jobs.subscribe(machineReportCreated, 'machine-reports-test', async (event) => {
    announced.push(event);
  });
});
afterEach(() => operations.close());

describe('a player reports a machine', () => {
  it('when a valid report is sent without a session, then it is stored as reported, listed for staff and announced once', async () => {
    const receipt = await submitted();

    const [stored, ...others] = await reports();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      ...validReport(),
      id: receipt.id,
      status: 'reported',
      staffNotes: '',
      resolvedAt: null,
      reportedAt: receipt.reportedAt,
    });
    await expect
      .poll(() => announced)
      .toEqual([{ reportId: receipt.id, gameName: game.name, issueType: 'game_frozen' }]);
  });

  it('when the player leaves out name and contact, then they are stored blank', async () => {
    await submitted({ ...validReport(), playerName: undefined, contactInfo: undefined });
    expect(await reports()).toMatchObject([{ playerName: '', contactInfo: '' }]);
  });

  it('when the description has exactly 10 characters after trimming, then it is accepted', async () => {
    await submitted({ ...validReport(), description: '  0123456789  ' });
    expect((await reports())[0]?.description).toBe('0123456789');
  });

  it.each([
    ['no game', { gameName: undefined }, 'gameName', 'Please select a game'],
    ['a blank game', { gameName: '   ' }, 'gameName', 'Please select a game'],
    ['no issue type', { issueType: undefined }, 'issueType', 'Please select an issue type'],
    ['an unknown issue type', { issueType: 'on_fire' }, 'issueType', 'Please select an issue type'],
    [
      'no description',
      { description: undefined },
      'description',
      'Please provide a detailed description (at least 10 characters)',
    ],
    [
      'a 9-character description',
      { description: '012345678' },
      'description',
      'Please provide a detailed description (at least 10 characters)',
    ],
    [
      'a description of spaces',
      { description: '            ' },
      'description',
      'Please provide a detailed description (at least 10 characters)',
    ],
    [
      'a description over 2000 characters',
      { description: 'x'.repeat(2001) },
      'description',
      'Description must be at most 2000 characters',
    ],
    [
      'a player name over 100 characters',
      { playerName: 'x'.repeat(101) },
      'playerName',
      'Player name must be at most 100 characters',
    ],
  ])(
    'when the report has %s, then it is a 400 naming the field with one message, and nothing is stored or announced',
    async (_label, change, field, message) => {
      expect(await fieldErrorsOf(await submit({ ...validReport(), ...change }), field)).toEqual([
        message,
      ]);
      expect(await reports()).toEqual([]);
      await operations.hosted.services.operations!.outbox.relay();
      expect(announced).toEqual([]);
    },
  );

  it('when the game is not in the catalogue, then it is a 400 on the game and nothing is stored', async () => {
    expect(
      await fieldErrorsOf(
        await submit({ ...validReport(), gameName: 'Not A Real Machine' }),
        'gameName',
      ),
    ).toEqual(['Please select a game from the list']);
    expect(await reports()).toEqual([]);
  });

  it('when the catalogue cannot be reached, then it is a 503 that says so and nothing is stored', async () => {
    await operations.close();
    operations = await startOperations({
      withCatalogue: false,
      targets: { catalogue: 'http://127.0.0.1:9' },
    });
    const body = await expectError(await submit(validReport()), 503);
    expect(body.message).toMatch(/games list is unavailable/);
    expect(await reports()).toEqual([]);
  });
});

describe('staff review reports', () => {
  it('when several reports come in, then staff see them newest first', async () => {
    const first = await submitted();
    const second = await submitted({ ...validReport(), issueType: 'sound_issue' });
    expect((await reports()).map((report) => report.id)).toEqual([second.id, first.id]);
  });

  it('when the list is asked for without the gateway identity, then it is a 401', async () => {
    await expectError(await operations.api(reportsPath), 401);
  });

  it('when staff move a report through investigating, fixed, closed and back, then status, notes and resolvedAt follow', async () => {
    const { id } = await submitted();
    const patch = async (json: unknown) => {
      const response = await operations.staff('PATCH', `${reportsPath}/${id}`, json);
      expect(response.status).toBe(200);
      return machineReportSchema.parse(await response.json());
    };

    const investigating = await patch({
      status: 'investigating',
      staffNotes: 'Checking the board',
    });
    expect(investigating).toMatchObject({
      status: 'investigating',
      staffNotes: 'Checking the board',
      resolvedAt: null,
    });

    const fixed = await patch({ status: 'fixed', staffNotes: 'Reseated the cable' });
    expect(fixed.resolvedAt).toBeInstanceOf(Date);
    expect(fixed.staffNotes).toBe('Reseated the cable');

    const closed = await patch({ status: 'closed' });
    expect(closed).toMatchObject({ status: 'closed', staffNotes: 'Reseated the cable' });
    expect(closed.resolvedAt).toEqual(fixed.resolvedAt);

    const reopened = await patch({ status: 'investigating', staffNotes: '' });
    expect(reopened).toMatchObject({ status: 'investigating', staffNotes: '', resolvedAt: null });
    expect(await reports()).toEqual([reopened]);
  });

  it('when a report is closed straight from reported, then it is resolved now', async () => {
    const { id } = await submitted();
    const before = Date.now();
    const response = await operations.staff('PATCH', `${reportsPath}/${id}`, { status: 'closed' });
    const closed = machineReportSchema.parse(await response.json());
    expect(closed.resolvedAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ['reported', { status: 'reported' }, 'status'],
    ['no status', { staffNotes: 'x' }, 'status'],
    ['notes over 2000 characters', { status: 'fixed', staffNotes: 'x'.repeat(2001) }, 'staffNotes'],
  ])(
    'when the update has %s, then it is a 400 on that field and the report is unchanged',
    async (_label, json, field) => {
      const { id } = await submitted();
      const before = await reports();
      expect(
        await fieldErrorsOf(await operations.staff('PATCH', `${reportsPath}/${id}`, json), field),
      ).toHaveLength(1);
      expect(await reports()).toEqual(before);
    },
  );

  it('when an unknown report is updated or deleted, then it is a 404', async () => {
    await expectError(
      await operations.staff('PATCH', `${reportsPath}/nope`, { status: 'fixed' }),
      404,
    );
    await expectError(await operations.staff('DELETE', `${reportsPath}/nope`), 404);
  });

  it('when staff delete a report, then it is gone from the list and a second delete is a 404', async () => {
    const kept = await submitted();
    const { id } = await submitted();
    expect((await operations.staff('DELETE', `${reportsPath}/${id}`)).status).toBe(204);
    expect((await reports()).map((report) => report.id)).toEqual([kept.id]);
    await expectError(await operations.staff('DELETE', `${reportsPath}/${id}`), 404);
  });
});

describe('staff page through the reports', () => {
  const page = async (path: string) => {
    const response = await operations.staff('GET', path);
    expect(response.status, await response.clone().text()).toBe(200);
    return {
      ids: z
        .array(machineReportSchema)
        .parse(await response.json())
        .map((report) => report.id),
      total: response.headers.get('x-total-count'),
      next: linkOf(response.headers.get('link'), 'next'),
    };
  };
  const submitMany = async (count: number) => {
    for (let n = 0; n < count; n += 1) await submitted();
  };

  it('when staff read two at a time, then the pages hold every report once, newest first, with the whole count', async () => {
    await submitMany(5);
    const everything = await page(`${reportsPath}?limit=200`);
    expect(everything.next).toBeUndefined();

    const seen: string[] = [];
    let path: string | undefined = `${reportsPath}?limit=2`;
    while (path) {
      const current = await page(path);
      expect(current.ids.length).toBeLessThanOrEqual(2);
      expect(current.total).toBe('5');
      seen.push(...current.ids);
      path = current.next;
    }
    expect(seen).toEqual(everything.ids);
  });

  it('when a report is deleted between two pages, then the next page still starts right after the last one shown', async () => {
    await submitMany(4);
    const everything = (await page(`${reportsPath}?limit=200`)).ids;
    const first = await page(`${reportsPath}?limit=2`);
    const deleted = await operations.staff('DELETE', `${reportsPath}/${first.ids[1]}`);
    expect(deleted.status).toBe(204);
    expect((await page(first.next as string)).ids).toEqual(everything.slice(2));
  });

  it("when staff ask for one game's reports, then only that game's show, newest first, with their count, and the next page keeps to the game", async () => {
    const other = (await (
      await operations.hosted.call('catalogue', '/api/games/claw')
    ).json()) as Array<{ name: string }>;
    const otherName = other[0]!.name;
    for (const gameName of [game.name, otherName, game.name, game.name, otherName]) {
      await submitted({ ...validReport(), gameName });
    }
    const all = await reports();
    const ours = all.filter((report) => report.gameName === game.name).map((report) => report.id);
    const gameQuery = `gameName=${encodeURIComponent(game.name)}`;

    const first = await page(`${reportsPath}?${gameQuery}&limit=2`);
    expect(first.total).toBe('3');
    expect(new URL(first.next as string, 'http://x').searchParams.get('gameName')).toBe(game.name);
    const second = await page(first.next as string);
    expect([...first.ids, ...second.ids]).toEqual(ours);
    expect(second.next).toBeUndefined();
    expect((await page(`${reportsPath}?gameName=${encodeURIComponent(otherName)}`)).total).toBe(
      '2',
    );
    expect((await page(`${reportsPath}?gameName=No%20Such%20Game`)).ids).toEqual([]);
  });

  it('when no limit is given, then a page holds 50', async () => {
    await submitMany(51);
    const first = await page(reportsPath);
    expect(first.ids).toHaveLength(50);
    expect((await page(first.next as string)).ids).toHaveLength(1);
  });

  it.each([
    ['limit=0', 'query.limit'],
    ['limit=201', 'query.limit'],
    ['limit=ten', 'query.limit'],
    ['before=yesterday', 'query.before'],
    ['before=2026-02-30T10:00:00.000Z_abc', 'query.before'],
    ['before=2026-11-25T10:00:00.000Z_a%20b', 'query.before'],
    [`gameName=${'x'.repeat(121)}`, 'query.gameName'],
  ])('when the query is %s, then it is a 400 naming %s', async (query, field) => {
    const response = await operations.staff('GET', `${reportsPath}?${query}`);
    expect((await fieldErrorsOf(response, field)).length).toBe(1);
  });
});
