import { formatHours } from '@venue/contracts/schedule';
import type { Payroll } from '@venue/contracts/schedule-payroll';

/** Text a spreadsheet would run as a formula starts with one of these (OWASP's list). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One field: a leading apostrophe where a spreadsheet would read a formula, then quoted (its
 * quotes doubled) when it holds a comma, a quote or a line break (RFC 4180).
 */
function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const payrollCsvHeader = [
  'Name',
  'Regular hours',
  'Overtime hours',
  'General holiday hours',
  'Remembrance Day hours',
  'Total hours',
  'Shifts with unknown hours',
];

/** The period's hours as CSV: a header and a row a person, lines ending CRLF (RFC 4180). */
export function payrollCsv(payroll: Payroll): string {
  const rows = payroll.people.map((person) => [
    person.name,
    formatHours(person.regularHours),
    formatHours(person.overtimeHours),
    formatHours(person.generalHolidayHours),
    formatHours(person.remembranceDayHours),
    formatHours(person.totalHours),
    String(person.unknownShifts),
  ]);
  return [payrollCsvHeader, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

export const payrollFileName = (payroll: Payroll) => `payroll-${payroll.from}-to-${payroll.to}.csv`;
