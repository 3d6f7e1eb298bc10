import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maintenanceLogSchema, type MaintenanceLog } from '@venue/contracts/maintenance';
import { expectError, fieldErrorsOf, startOperations, type Operations } from './operations-harness';

let operations: Operations;

const logsPath = '/api/maintenance';
const logs = () => operations.read(logsPath, z.array(maintenanceLogSchema));
const requiredFields = {
  gameTitle: 'Medieval Madness',
  gameCategory: 'pinball',
  issueType: 'mechanical',
  priority: 'high',
  description: 'Castle gate motor stalls',
  reportedBy: 'Jordan',
};
const parsed = async (response: Response, status: number): Promise<MaintenanceLog> => {
  expect(response.status).toBe(status);
  return maintenanceLogSchema.parse(await response.json());
};
const create = async (fields: Record<string, unknown> = {}) =>
  parsed(await operations.staff('POST', logsPath, { ...requiredFields, ...fields }), 201);
const update = async (id: string, fields: Record<string, unknown>) =>
  parsed(await operations.staff('PUT', `${logsPath}/${id}`, { ...requiredFields, ...fields }), 200);

beforeEach(async () => {
  operations = await startOperations({ withCatalogue: false });
});
afterEach(() => operations.close());

describe('maintenance logs', () => {
  it('when a log is created with the required fields, then it starts reported with blank optional fields and no dates', async () => {
    const log = await create();
    expect(log).toMatchObject({
      ...requiredFields,
      status: 'reported',
      assignedTo: '',
      resolution: '',
      partsCost: '',
      laborHours: '',
      vendorUsed: '',
      warrantyInfo: '',
      nextMaintenanceDate: null,
      completedAt: null,
    });
    expect(await logs()).toEqual([log]);
  });

  it('when every field is given, then each is stored as sent and the next maintenance date stays a calendar date', async () => {
    const log = await create({
      status: 'parts_needed',
      assignedTo: 'Riley',
      resolution: 'Ordered a new motor',
      partsCost: '$45 + tax',
      laborHours: '1.5',
      vendorUsed: 'Marco Specialties',
      warrantyInfo: '90 days',
      nextMaintenanceDate: '2027-02-28',
    });
    expect(log).toMatchObject({
      status: 'parts_needed',
      partsCost: '$45 + tax',
      laborHours: '1.5',
      nextMaintenanceDate: '2027-02-28',
      completedAt: null,
    });
  });

  it('when logs are created one after another, then the newest is listed first', async () => {
    const first = await create({ gameTitle: 'First' });
    const second = await create({ gameTitle: 'Second' });
    expect((await logs()).map((log) => log.id)).toEqual([second.id, first.id]);
  });

  it('when a log becomes completed, then completedAt is set, kept while it stays completed, and cleared when reopened', async () => {
    const log = await create();
    const before = Date.now();
    const completed = await update(log.id, { status: 'completed', resolution: 'New motor' });
    expect(completed.completedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(completed.createdAt).toEqual(log.createdAt);

    const edited = await update(log.id, { status: 'completed', resolution: 'New motor, tested' });
    expect(edited.completedAt).toEqual(completed.completedAt);

    const reopened = await update(log.id, { status: 'in_progress' });
    expect(reopened.completedAt).toBeNull();
    expect(await logs()).toEqual([reopened]);
  });

  it('when a log is created already completed, then it is completed now', async () => {
    expect((await create({ status: 'completed' })).completedAt).toBeInstanceOf(Date);
  });

  it.each([
    ['gameTitle', 'Game title is required'],
    ['gameCategory', 'Please select a category'],
    ['issueType', 'Please select an issue type'],
    ['priority', 'Please select a priority'],
    ['description', 'Description is required'],
    ['reportedBy', 'Reported by is required'],
  ])(
    'when %s is left out, then it is a 400 naming it and nothing is stored',
    async (field, message) => {
      const withoutField = { ...requiredFields, [field]: undefined };
      expect(
        await fieldErrorsOf(await operations.staff('POST', logsPath, withoutField), field),
      ).toEqual([message]);
      expect(await logs()).toEqual([]);
    },
  );

  it.each([
    ['a blank game title', { gameTitle: '   ' }, 'gameTitle'],
    ['an unknown category', { gameCategory: 'bowling' }, 'gameCategory'],
    ['an unknown issue type', { issueType: 'plumbing' }, 'issueType'],
    ['an unknown priority', { priority: 'asap' }, 'priority'],
    ['an unknown status', { status: 'done' }, 'status'],
    ['a date that does not exist', { nextMaintenanceDate: '2027-02-30' }, 'nextMaintenanceDate'],
    ['a date in words', { nextMaintenanceDate: 'next Tuesday' }, 'nextMaintenanceDate'],
    ['parts cost over 50 characters', { partsCost: 'x'.repeat(51) }, 'partsCost'],
  ])(
    'when the log has %s, then it is a 400 on that field and stored logs stay as they were',
    async (_label, change, field) => {
      const existing = await create();
      expect(
        await fieldErrorsOf(
          await operations.staff('POST', logsPath, { ...requiredFields, ...change }),
          field,
        ),
      ).toHaveLength(1);
      expect(
        await fieldErrorsOf(
          await operations.staff('PUT', `${logsPath}/${existing.id}`, {
            ...requiredFields,
            ...change,
          }),
          field,
        ),
      ).toHaveLength(1);
      expect(await logs()).toEqual([existing]);
    },
  );

  it('when an unknown log is edited or deleted, then it is a 404', async () => {
    await expectError(await operations.staff('PUT', `${logsPath}/nope`, requiredFields), 404);
    await expectError(await operations.staff('DELETE', `${logsPath}/nope`), 404);
  });

  it('when a log is deleted, then it is gone', async () => {
    const kept = await create({ gameTitle: 'Kept' });
    const gone = await create({ gameTitle: 'Gone' });
    expect((await operations.staff('DELETE', `${logsPath}/${gone.id}`)).status).toBe(204);
    expect(await logs()).toEqual([kept]);
  });

  it('when the log is asked for without the gateway identity, then it is a 401', async () => {
    await expectError(await operations.api(logsPath), 401);
    await expectError(
      await operations.api(logsPath, { method: 'POST', json: requiredFields }),
      401,
    );
  });
});
