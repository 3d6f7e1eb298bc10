import { weekdayOf } from '@venue/contracts/schedule';
import { addDays } from './schedule.dates';

/**
 * The month as Sunday-to-Saturday weeks: every date of the month once, in order. The first week
 * starts on the 1st and the last ends on the month's last day, whatever their weekdays.
 */
export function monthWeeks(firstDay: string, lastDay: string): string[][] {
  const dates = Array.from({ length: Number(lastDay.slice(8, 10)) }, (_, index) =>
    addDays(firstDay, index),
  );
  return dates.reduce<string[][]>((weeks, date, index) => {
    if (index === 0 || weekdayOf(date) === 'Sun') weeks.push([date]);
    else (weeks[weeks.length - 1] as string[]).push(date);
    return weeks;
  }, []);
}
