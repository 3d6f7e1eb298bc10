import { weekdayNames, weekdayOf } from '@venue/contracts/schedule';
import { addDays } from './schedule.dates';

/**
 * The month as Sunday-to-Saturday weeks: every date of the month once, in order, with null for
 * the cells before the 1st and after the last day.
 */
export function monthGrid(firstDay: string, lastDay: string): Array<Array<string | null>> {
  const leading = weekdayNames.indexOf(weekdayOf(firstDay));
  const length = Number(lastDay.slice(8, 10));
  const cells: Array<string | null> = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length }, (_, index) => addDays(firstDay, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
