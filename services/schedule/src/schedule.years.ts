import { scheduleYears } from '@venue/contracts/schedule';
import { badRequest } from '@venue/service-kit/errors';

/** Years outside the ones the page offers are refused, under the field that carried them. */
export function assertOfferedYear(year: number, currentYear: number, field: string) {
  const years = scheduleYears(currentYear);
  const first = years[0] as number;
  const last = years[years.length - 1] as number;
  if (year < first || year > last) {
    throw badRequest('The request is not valid', {
      [field]: [`Year must be from ${first} to ${last}`],
    });
  }
}
