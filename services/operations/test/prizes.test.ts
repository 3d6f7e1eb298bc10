import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  majorWinSchema,
  prizeListSchema,
  prizeSchema,
  prizeSummarySchema,
  restockSchema,
  type Prize,
} from '@venue/contracts/prizes';
import { expectError, fieldErrorsOf, startOperations, type Operations } from './operations-harness';

let operations: Operations;

const prizesPath = '/api/prizes';
const winsPath = '/api/major-wins';
const restocksPath = '/api/minor-restocks';
const list = () => operations.read(prizesPath, prizeListSchema);
const summary = () => operations.read(`${prizesPath}/summary`, prizeSummarySchema);
const addPrize = async (fields: Record<string, unknown> = {}): Promise<Prize> => {
  const response = await operations.staff('POST', prizesPath, {
    name: 'Giant Panda',
    category: 'plushies',
    ...fields,
  });
  expect(response.status).toBe(201);
  return prizeSchema.parse(await response.json());
};
const editPrize = (prize: Prize, fields: Record<string, unknown>) =>
  operations.staff('PUT', `${prizesPath}/${prize.id}`, {
    name: prize.name,
    category: prize.category,
    pointsCost: prize.pointsCost,
    ticketCost: prize.ticketCost,
    supplierCost: prize.supplierCost,
    currentStock: prize.currentStock,
    minimumStock: prize.minimumStock,
    maxStock: prize.maxStock,
    supplier: prize.supplier,
    description: prize.description,
    isActive: prize.isActive,
    lastRestocked: prize.lastRestocked ?? '',
    updatedAt: prize.updatedAt.toISOString(),
    ...fields,
  });

beforeEach(async () => {
  operations = await startOperations({ withCatalogue: false });
});
afterEach(() => operations.close());

describe('prize inventory', () => {
  it("when there are no prizes, then the list is the spec's empty list and the summary is all zero", async () => {
    const response = await operations.staff('GET', prizesPath);
    expect(await response.json()).toEqual([]);
    expect(await summary()).toEqual({
      totalPrizes: 0,
      inventoryValue: '0.00',
      lowStock: 0,
      outOfStock: 0,
    });
  });

  it('when the summary is asked for without a staff session, then it is a 401', async () => {
    await expectError(await operations.api(`${prizesPath}/summary`), 401);
  });

  it('when a prize is added with only its name and category, then the spec defaults fill the rest and it is out of stock', async () => {
    const prize = await addPrize();
    expect(prize).toMatchObject({
      pointsCost: 0,
      ticketCost: 0,
      supplierCost: '',
      currentStock: 0,
      minimumStock: 5,
      maxStock: 50,
      isActive: true,
      lastRestocked: null,
      stockStatus: 'out_of_stock',
      supplierCostCents: null,
      supplierCostWarning: null,
    });
    expect(await list()).toEqual([prize]);
    expect(await summary()).toEqual({
      totalPrizes: 1,
      inventoryValue: '0.00',
      lowStock: 1,
      outOfStock: 1,
    });
  });

  it.each([
    [0, 'out_of_stock'],
    [1, 'low_stock'],
    [5, 'low_stock'],
    [6, 'normal'],
    [39, 'normal'],
    [40, 'well_stocked'],
  ])(
    'when the stock is %i against minimum 5 and maximum 50, then the server says %s',
    async (stock, status) => {
      expect((await addPrize({ currentStock: stock })).stockStatus).toBe(status);
    },
  );

  it('when numbers arrive as typed text, then non-numeric entries become 0, blanks take the defaults and numbers are read', async () => {
    const prize = await addPrize({
      pointsCost: 'lots',
      ticketCost: ' 25 ',
      currentStock: 'twelve',
      minimumStock: '',
      maxStock: '60',
    });
    expect(prize).toMatchObject({
      pointsCost: 0,
      ticketCost: 25,
      currentStock: 0,
      minimumStock: 5,
      maxStock: 60,
    });
  });

  it.each([
    [
      'a decimal points cost',
      { pointsCost: '4.5' },
      'pointsCost',
      'Points cost must be a whole number',
    ],
    ['a negative points cost', { pointsCost: -1 }, 'pointsCost', 'Points cost must be at least 0'],
    [
      'stock past 32 bits',
      { currentStock: 2_147_483_648 },
      'currentStock',
      'Current stock must be at most 2147483647',
    ],
    [
      'stock below 32 bits',
      { currentStock: '-2147483649' },
      'currentStock',
      'Current stock must be at least -2147483648',
    ],
    [
      'a maximum past 32 bits as text',
      { maxStock: '99999999999' },
      'maxStock',
      'Max stock must be at most 2147483647',
    ],
    ['no name', { name: '' }, 'name', 'Name is required'],
    ['an unknown category', { category: 'jewellery' }, 'category', 'Please select a category'],
    ['active as text', { isActive: 'yes' }, 'isActive', 'Active must be true or false'],
    [
      'a last restock that is no date',
      { lastRestocked: 'Tuesday' },
      'lastRestocked',
      'Last restocked must be a date (YYYY-MM-DD)',
    ],
  ])(
    'when a prize has %s, then it is a 400 on that field and nothing is stored',
    async (_label, change, field, message) => {
      const response = await operations.staff('POST', prizesPath, {
        name: 'Giant Panda',
        category: 'plushies',
        ...change,
      });
      expect(await fieldErrorsOf(response, field)).toEqual([message]);
      expect(await list()).toEqual([]);
    },
  );

  it('when the 32-bit extremes are sent, then they are stored as sent', async () => {
    const prize = await addPrize({ currentStock: -2_147_483_648, maxStock: 2_147_483_647 });
    expect(prize).toMatchObject({
      currentStock: -2_147_483_648,
      maxStock: 2_147_483_647,
      stockStatus: 'out_of_stock',
    });
  });

  it('when supplier costs are dollar amounts, text or blank, then the value sums cents times stock and the unreadable one carries a warning', async () => {
    await addPrize({ name: 'A', supplierCost: '$4.50', currentStock: 3 });
    await addPrize({ name: 'B', supplierCost: '4.5', currentStock: 2 });
    await addPrize({ name: 'C', supplierCost: '0.10', currentStock: 3 });
    const odd = await addPrize({ name: 'D', supplierCost: 'about four bucks', currentStock: 10 });
    await addPrize({ name: 'E', supplierCost: '', currentStock: 7 });

    const prizes = await list();
    expect(prizes.map((prize) => [prize.name, prize.supplierCostCents])).toEqual([
      ['A', 450],
      ['B', 450],
      ['C', 10],
      ['D', null],
      ['E', null],
    ]);
    expect(odd.supplierCostWarning).toMatch(/"about four bucks" is not a dollar amount.*\$0\.00/);
    expect(prizes.filter((prize) => prize.supplierCostWarning).map((prize) => prize.name)).toEqual([
      'D',
    ]);
    expect(await summary()).toEqual({
      totalPrizes: 5,
      inventoryValue: '22.80',
      lowStock: 3,
      outOfStock: 0,
    });
  });

  it('when a prize is edited with the time it was loaded, then the change, its status and the summary follow', async () => {
    const prize = await addPrize({ supplierCost: '$2', currentStock: 3 });
    const response = await editPrize(prize, { currentStock: 45, lastRestocked: '2026-11-20' });
    expect(response.status).toBe(200);
    const edited = prizeSchema.parse(await response.json());
    expect(edited).toMatchObject({
      currentStock: 45,
      stockStatus: 'well_stocked',
      lastRestocked: '2026-11-20',
    });
    expect(edited.createdAt).toEqual(prize.createdAt);
    expect(edited.updatedAt.getTime()).toBeGreaterThan(prize.updatedAt.getTime());
    expect(await summary()).toEqual({
      totalPrizes: 1,
      inventoryValue: '90.00',
      lowStock: 0,
      outOfStock: 0,
    });
  });

  it("when an edit carries a stale updatedAt, then it is a 409 and the other person's change stays", async () => {
    const prize = await addPrize({ currentStock: 10 });
    const first = prizeSchema.parse(await (await editPrize(prize, { currentStock: 20 })).json());
    const body = await expectError(await editPrize(prize, { currentStock: 1 }), 409);
    expect(body.errors?.updatedAt).toHaveLength(1);
    expect(await list()).toEqual([first]);
  });

  it('when an edit has no updatedAt or a bad field, then it is a 400 and nothing changes', async () => {
    const prize = await addPrize();
    expect(
      await fieldErrorsOf(await editPrize(prize, { updatedAt: undefined }), 'updatedAt'),
    ).toHaveLength(1);
    expect(
      await fieldErrorsOf(await editPrize(prize, { pointsCost: 1.5 }), 'pointsCost'),
    ).toHaveLength(1);
    expect(await list()).toEqual([prize]);
  });

  it('when an unknown prize is edited or deleted, then it is a 404', async () => {
    const prize = await addPrize();
    await expectError(
      await operations.staff('PUT', `${prizesPath}/nope`, {
        name: 'X',
        category: 'toys',
        updatedAt: prize.updatedAt.toISOString(),
      }),
      404,
    );
    await expectError(await operations.staff('DELETE', `${prizesPath}/nope`), 404);
  });

  it('when a prize is deleted, then it leaves the list and the summary', async () => {
    const kept = await addPrize({ name: 'Kept', currentStock: 10 });
    const gone = await addPrize({ name: 'Gone' });
    expect((await operations.staff('DELETE', `${prizesPath}/${gone.id}`)).status).toBe(204);
    expect(await list()).toEqual([kept]);
    expect(await summary()).toEqual({
      totalPrizes: 1,
      inventoryValue: '0.00',
      lowStock: 0,
      outOfStock: 0,
    });
  });

  it('when prizes are listed, then they come sorted by name regardless of case', async () => {
    for (const name of ['zebra', 'Apple', 'mango']) await addPrize({ name });
    expect((await list()).map((prize) => prize.name)).toEqual(['Apple', 'mango', 'zebra']);
  });
});

describe('major wins', () => {
  const wins = () => operations.read(winsPath, z.array(majorWinSchema));
  const record = (json: Record<string, unknown>) =>
    operations.staff('POST', winsPath, {
      gameName: 'Prize Locker',
      prizeDescription: 'Nintendo Switch',
      ...json,
    });

  it('when a win is recorded without a time, then it is won now and listed newest first', async () => {
    const before = Date.now();
    const older = majorWinSchema.parse(
      await (await record({ wonAt: '2026-11-01T20:00:00-05:00' })).json(),
    );
    const response = await record({
      winnerName: 'Casey',
      pictureUrl: 'https://example.com/win.jpg',
      notes: 'Jackpot',
    });
    expect(response.status).toBe(201);
    const win = majorWinSchema.parse(await response.json());
    expect(win.wonAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(older.wonAt.toISOString()).toBe('2026-11-02T01:00:00.000Z');
    expect(await wins()).toEqual([win, older]);
  });

  it.each([
    ['a game off the list', { gameName: 'Skee Ball' }, 'gameName', 'Please select a game'],
    [
      'no prize description',
      { prizeDescription: ' ' },
      'prizeDescription',
      'Prize description is required',
    ],
    [
      'a script address as picture',
      { pictureUrl: 'javascript:alert(1)' },
      'pictureUrl',
      'Picture URL must be a web address starting with http:// or https://',
    ],
    [
      'a time without offset',
      { wonAt: '2026-11-01 20:00' },
      'wonAt',
      'Won at must be a date and time (ISO 8601)',
    ],
  ])(
    'when a win has %s, then it is a 400 on that field and nothing is stored',
    async (_label, change, field, message) => {
      expect(await fieldErrorsOf(await record(change), field)).toEqual([message]);
      expect(await wins()).toEqual([]);
    },
  );

  it('when a win is deleted, then it is gone; an unknown one is a 404', async () => {
    const win = majorWinSchema.parse(await (await record({})).json());
    expect((await operations.staff('DELETE', `${winsPath}/${win.id}`)).status).toBe(204);
    expect(await wins()).toEqual([]);
    await expectError(await operations.staff('DELETE', `${winsPath}/${win.id}`), 404);
  });
});

describe('minor restocks', () => {
  const restocks = () => operations.read(restocksPath, z.array(restockSchema));
  const record = (json: Record<string, unknown>) =>
    operations.staff('POST', restocksPath, {
      gameName: 'Claw Machine 2',
      itemsAdded: 24,
      restockedBy: 'Sam',
      ...json,
    });

  it('when a restock is logged, then it is listed newest first with its count as a number', async () => {
    const first = restockSchema.parse(
      await (await record({ restockedAt: '2026-11-20T18:00:00Z' })).json(),
    );
    const response = await record({ itemsAdded: '12', notes: 'Small plush' });
    expect(response.status).toBe(201);
    const second = restockSchema.parse(await response.json());
    expect(second).toMatchObject({ itemsAdded: 12, notes: 'Small plush', restockedBy: 'Sam' });
    expect(await restocks()).toEqual([second, first]);
  });

  it.each([
    ['the Prize Locker', { gameName: 'Prize Locker' }, 'gameName', 'Please select a game'],
    [
      'a non-numeric count (which becomes 0)',
      { itemsAdded: 'a box' },
      'itemsAdded',
      'Items added must be at least 1',
    ],
    [
      'a count past 32 bits',
      { itemsAdded: 2_147_483_648 },
      'itemsAdded',
      'Items added must be at most 2147483647',
    ],
    ['a decimal count', { itemsAdded: 2.5 }, 'itemsAdded', 'Items added must be a whole number'],
    ['no one who restocked', { restockedBy: '' }, 'restockedBy', 'Restocked by is required'],
  ])(
    'when a restock has %s, then it is a 400 on that field and nothing is stored',
    async (_label, change, field, message) => {
      expect(await fieldErrorsOf(await record(change), field)).toEqual([message]);
      expect(await restocks()).toEqual([]);
    },
  );

  it('when a restock is deleted, then it is gone; an unknown one is a 404', async () => {
    const restock = restockSchema.parse(await (await record({})).json());
    expect((await operations.staff('DELETE', `${restocksPath}/${restock.id}`)).status).toBe(204);
    expect(await restocks()).toEqual([]);
    await expectError(await operations.staff('DELETE', `${restocksPath}/${restock.id}`), 404);
  });
});
