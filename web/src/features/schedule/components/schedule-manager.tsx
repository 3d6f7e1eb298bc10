import { CalendarDays, CalendarRange, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { TabViews } from '@/components/ui/tabs/tab-views';

import type { MonthChoice } from '../api/get-monthly-schedule';
import { CurrentWeek } from './current-week';
import { MonthlySchedule } from './monthly-schedule';
import { PayPeriod } from './pay-period';
import { SettingsButton } from './settings-dialog';
import './schedule.css';

type ScheduleTab = 'monthly' | 'week' | 'pay';

const tabOf = (value: string | null): ScheduleTab =>
  value === 'week' || value === 'pay' ? value : 'monthly';

/** The month in the address (`?month=0-11&year=YYYY`), or null for the venue's current month. */
function monthChoiceOf(params: URLSearchParams): MonthChoice {
  const month = params.get('month') ?? '';
  const year = params.get('year') ?? '';
  if (!/^(?:[0-9]|1[01])$/.test(month) || !/^\d{4}$/.test(year)) return null;
  return { month: Number(month), year: Number(year) };
}

type ScheduleManagerProps = {
  /** Extra header buttons from the page (e.g. Logout). */
  headerActions?: ReactNode;
  /** Admins change the schedule's settings (standard hours, pay period, staff needed). */
  canChangeSettings?: boolean;
};

/**
 * The views of the schedule (the spec's two, and the pay period); the open tab and the month are
 * kept in the address.
 */
export function ScheduleManager({
  headerActions,
  canChangeSettings = false,
}: ScheduleManagerProps) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const choice = monthChoiceOf(params);

  const show = (next: Record<string, string>) =>
    setParams(next, { replace: true, preventScrollReset: true });
  const monthParams: Record<string, string> = choice
    ? { month: String(choice.month), year: String(choice.year) }
    : {};

  return (
    <>
      <StaffPageHeader
        title="Staff Schedule"
        description="Plan each day's shift and crew, and keep an eye on this week's coverage and overtime."
        actions={<>{canChangeSettings ? <SettingsButton /> : null}</>}
        headerActions={headerActions}
      />
      <TabViews
        value={tab}
        onValueChange={(value) =>
          show(value === 'monthly' ? monthParams : { tab: value, ...monthParams })
        }
        label="Schedule views"
        listClassName="tab-bar schedule-tabs accent-purple"
        tabClassName="tab-chip schedule-tab"
        views={[
          {
            value: 'monthly',
            label: 'Monthly Schedule',
            icon: CalendarDays,
            content: (
              <MonthlySchedule
                choice={choice}
                onChoose={({ month, year }) => show({ month: String(month), year: String(year) })}
              />
            ),
          },
          { value: 'week', label: 'Current Week', icon: CalendarRange, content: <CurrentWeek /> },
          { value: 'pay', label: 'Pay Period', icon: Wallet, content: <PayPeriod /> },
        ]}
      />
    </>
  );
}
