/** Each member's punctuality and customer rating, entered on the Current Week tab. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffPerformanceSchema } from '@venue/contracts/schedule';
import {
  api,
  closeSchedule,
  currentWeek,
  events,
  expectErrorBody,
  saveDay,
  start,
  venueClockAt,
} from './schedule-harness';

afterEach(closeSchedule);

describe('performance figures', () => {
  beforeEach(async () => {
    venueClockAt('2026-11-25T18:00:00Z');
    await start();
    await saveDay('2026-11-25', { staff: 'Sarah, Mike, Alex' });
  });

  const putFigures = (name: string, json: unknown) =>
    api(`/api/staff/schedule/performance/${encodeURIComponent(name)}`, {
      method: 'PUT',
      as: 'staff',
      json,
    });

  it('when nobody has figures, then everyone on this week’s schedule is listed by name with none', async () => {
    expect((await currentWeek()).staffPerformance).toEqual([
      { name: 'Alex', punctuality: null, customerRating: null },
      { name: 'Mike', punctuality: null, customerRating: null },
      { name: 'Sarah', punctuality: null, customerRating: null },
    ]);
  });

  it('when figures are saved for a member, then the week shows them, whatever the case of the name', async () => {
    const response = await putFigures('sarah', { punctuality: 96, customerRating: 4.7 });
    expect(response.status).toBe(200);
    expect(staffPerformanceSchema.parse(await response.json())).toEqual({
      name: 'sarah',
      punctuality: 96,
      customerRating: 4.7,
    });
    expect(await putFigures('Mike', { punctuality: '88', customerRating: '4' })).toHaveProperty(
      'status',
      200,
    );
    expect((await currentWeek()).staffPerformance).toEqual([
      { name: 'Alex', punctuality: null, customerRating: null },
      { name: 'Mike', punctuality: 88, customerRating: 4 },
      { name: 'Sarah', punctuality: 96, customerRating: 4.7 },
    ]);
    await expect
      .poll(() => events.filter((event) => event.change === 'performance-saved'))
      .toEqual([
        { change: 'performance-saved', name: 'sarah' },
        { change: 'performance-saved', name: 'Mike' },
      ]);
  });

  it.each([
    [{ punctuality: 101, customerRating: 4 }, 'punctuality'],
    [{ punctuality: 95.5, customerRating: 4 }, 'punctuality'],
    [{ punctuality: 'ninety', customerRating: 4 }, 'punctuality'],
    [{ customerRating: 4 }, 'punctuality'],
    [{ punctuality: 90, customerRating: 0.5 }, 'customerRating'],
    [{ punctuality: 90, customerRating: 5.5 }, 'customerRating'],
    [{ punctuality: 90, customerRating: 4.25 }, 'customerRating'],
    [{ punctuality: 90 }, 'customerRating'],
  ])(
    'when the figures are %o, then it is a 400 naming %s and nothing changes',
    async (json, field) => {
      expect((await putFigures('Alex', { punctuality: 90, customerRating: 4.5 })).status).toBe(200);
      const body = await expectErrorBody(await putFigures('Alex', json), 400);
      expect(body.errors?.[field]?.[0]).toEqual(expect.any(String));
      expect((await currentWeek()).staffPerformance[0]).toEqual({
        name: 'Alex',
        punctuality: 90,
        customerRating: 4.5,
      });
    },
  );

  it('when the name is blank, then it is a 400', async () => {
    const body = await expectErrorBody(
      await putFigures(' ', { punctuality: 90, customerRating: 4 }),
      400,
    );
    expect(body.errors?.['params.name']).toBeDefined();
  });
});
