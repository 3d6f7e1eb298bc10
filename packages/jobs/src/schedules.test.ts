import { describe, expect, it } from 'vitest';
import { nextRuns } from './schedules';

const at6InWinnipeg = { cron: '0 6 * * *', timeZone: 'America/Winnipeg' };
const isoRuns = (when: Parameters<typeof nextRuns>[0], from: string, count: number) =>
  nextRuns(when, new Date(from), count).map((run) => run.toISOString());

describe('nextRuns', () => {
  it('when a daily cron spans the spring change (2026-03-08), then it stays at 06:00 local: 12:00Z in CST, 11:00Z in CDT', () => {
    expect(isoRuns(at6InWinnipeg, '2026-03-06T18:00:00Z', 4)).toEqual([
      '2026-03-07T12:00:00.000Z',
      '2026-03-08T11:00:00.000Z',
      '2026-03-09T11:00:00.000Z',
      '2026-03-10T11:00:00.000Z',
    ]);
  });

  it('when a daily cron spans the autumn change (2026-11-01), then it stays at 06:00 local: 11:00Z in CDT, 12:00Z in CST', () => {
    expect(isoRuns(at6InWinnipeg, '2026-10-30T18:00:00Z', 4)).toEqual([
      '2026-10-31T11:00:00.000Z',
      '2026-11-01T12:00:00.000Z',
      '2026-11-02T12:00:00.000Z',
      '2026-11-03T12:00:00.000Z',
    ]);
  });

  it('when from is exactly a match, then the next run is the following match', () => {
    expect(isoRuns(at6InWinnipeg, '2026-03-08T11:00:00Z', 1)).toEqual(['2026-03-09T11:00:00.000Z']);
  });

  it('when the pattern has six fields, then the first is seconds', () => {
    expect(
      isoRuns({ cron: '*/20 * * * * *', timeZone: 'UTC' }, '2026-01-01T00:00:05.500Z', 3),
    ).toEqual(['2026-01-01T00:00:20.000Z', '2026-01-01T00:00:40.000Z', '2026-01-01T00:01:00.000Z']);
  });

  it('when the schedule is an interval, then runs follow from at each interval', () => {
    expect(isoRuns({ everyMs: 90_000 }, '2026-01-01T00:00:00Z', 2)).toEqual([
      '2026-01-01T00:01:30.000Z',
      '2026-01-01T00:03:00.000Z',
    ]);
  });

  it('when the pattern or the time zone is bad, then it throws an error naming it', () => {
    expect(() => nextRuns({ cron: '0 25 * * *', timeZone: 'UTC' }, new Date(), 1)).toThrow(
      'jobs: invalid cron pattern "0 25 * * *"',
    );
    expect(() =>
      nextRuns({ cron: '0 6 * * *', timeZone: 'Canada/Nowhere' }, new Date(), 1),
    ).toThrow('jobs: unknown time zone "Canada/Nowhere"');
  });
});
