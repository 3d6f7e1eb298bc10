import { staffSessionHours } from '@venue/contracts/staff';
import { Clock, UserRound } from 'lucide-react';

import { IconFact } from '@/components/ui/icon-fact';
import { formatVenueDateTime, formatVenueTime } from '@/lib/venue-time';
import { useStaffSession } from '@/lib/staff-session';

import './portal-session.css';

/** Who is signed in, since when, and when the session ends by itself. */
export function PortalSession() {
  const state = useStaffSession();
  if (state.status !== 'active') return null;
  const { username, loginTime, endsAt } = state.session;
  return (
    <div className="portal-session">
      <dl className="portal-session__facts">
        <IconFact
          icon={UserRound}
          label="Signed in as"
          labelShown
          className="portal-session__fact"
          valueClassName="portal-session__username"
        >
          {username}
        </IconFact>
        <IconFact icon={Clock} label="Login time" labelShown className="portal-session__fact">
          <time dateTime={loginTime.toISOString()}>{formatVenueDateTime(loginTime)}</time>
        </IconFact>
      </dl>
      <p className="portal-session__notice" role="note">
        For security, you are logged out automatically {staffSessionHours} hours after login (at{' '}
        <time dateTime={endsAt.toISOString()}>{formatVenueTime(endsAt)}</time>, Winnipeg time).
      </p>
    </div>
  );
}
