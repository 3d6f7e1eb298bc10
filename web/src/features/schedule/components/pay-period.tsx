import { formatHours } from '@venue/contracts/schedule';
import type { Payroll } from '@venue/contracts/schedule-payroll';
import { ChevronLeft, ChevronRight, Download, Wallet } from 'lucide-react';
import { useState } from 'react';

import { QueryState } from '@/components/ui/query-state/query-state';
import { downloadBlob } from '@/lib/download';
import { useApiMutation } from '@/lib/use-api-mutation';
import { formatCalendarDate } from '@/lib/venue-time';

import { downloadPayrollMutation } from '../api/download-payroll';
import { usePayroll, type PayPeriodChoice } from '../api/get-payroll';
import { addDays } from '../schedule-display';
import { Panel } from './schedule-panel';

const lengthOf = ({ from, to }: { from: string; to: string }) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

function PayrollTable({ payroll }: { payroll: Payroll }) {
  if (payroll.people.length === 0) {
    return <p className="schedule-panel__empty">No one is scheduled in this period.</p>;
  }
  const unknown = payroll.people.some((person) => person.unknownShifts > 0);
  return (
    <div className="payroll-table__scroll">
      <table className="payroll-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Regular</th>
            <th scope="col">Overtime</th>
            <th scope="col">General holiday</th>
            <th scope="col">Remembrance Day</th>
            <th scope="col">Total</th>
            {unknown ? <th scope="col">Shifts without hours</th> : null}
          </tr>
        </thead>
        <tbody>
          {payroll.people.map((person) => (
            <tr key={person.name}>
              <th scope="row">{person.name}</th>
              <td>{formatHours(person.regularHours)}</td>
              <td>{formatHours(person.overtimeHours)}</td>
              <td>{formatHours(person.generalHolidayHours)}</td>
              <td>{formatHours(person.remembranceDayHours)}</td>
              <td>{formatHours(person.totalHours)}</td>
              {unknown ? <td>{person.unknownShifts}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each person's hours over a pay period by how they are paid, and the CSV for payroll. */
export function PayPeriod() {
  const [choice, setChoice] = useState<PayPeriodChoice>(null);
  const payroll = usePayroll(choice);
  const download = useApiMutation({
    ...downloadPayrollMutation,
    errorToast: { title: 'Download Failed', description: 'Failed to download the hours' },
    onSuccess: (file, period) => downloadBlob(file, `payroll-${period.from}-to-${period.to}.csv`),
  });
  const shown = payroll.data;
  const step = (direction: 1 | -1) =>
    shown &&
    setChoice({
      from: addDays(shown.from, direction * lengthOf(shown)),
      to: addDays(shown.to, direction * lengthOf(shown)),
    });

  return (
    <Panel
      id="pay-period-title"
      title="Pay Period"
      icon={<Wallet aria-hidden="true" />}
      actions={
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={!shown || download.isPending}
          onClick={() => shown && download.mutate({ from: shown.from, to: shown.to })}
        >
          <Download aria-hidden="true" />
          {download.isPending ? 'Downloading...' : 'Download CSV'}
        </button>
      }
    >
      <div className="pay-period__nav">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!shown}
          onClick={() => step(-1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </button>
        <p className="pay-period__dates" aria-live="polite">
          {shown
            ? `${formatCalendarDate(shown.from)} to ${formatCalendarDate(shown.to)}`
            : 'Loading...'}
        </p>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!shown}
          onClick={() => step(1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <QueryState
        query={payroll}
        loading="Loading the pay period..."
        error="Failed to load the pay period"
      >
        {(data) => <PayrollTable payroll={data} />}
      </QueryState>
      <p className="schedule-panel__note">
        Hours are paid hours (the unpaid 30-minute break taken off shifts over 5 hours). Overtime is
        past the standard day or week, paid 1.5 times; hours on a general holiday are paid 1.5 times
        beside general holiday pay, and Remembrance Day the same way.
      </p>
    </Panel>
  );
}
