import { staffSessionHours } from '@venue/contracts/staff';
import { Clock, UserRound } from 'lucide-react';

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
        <div className="portal-session__fact">
          <dt>
            <UserRound aria-hidden="true" />
            Signed in as
          </dt>
          <dd className="portal-session__username">{username}</dd>
        </div>
        <div className="portal-session__fact">
          <dt>
            <Clock aria-hidden="true" />
            Login time
          </dt>
          <dd>
            <time dateTime={loginTime.toISOString()}>{formatVenueDateTime(loginTime)}</time>
          </dd>
        </div>
      </dl>
      <p className="portal-session__notice" role="note">
        For security, you are logged out automatically {staffSessionHours} hours after login (at{' '}
        <time dateTime={endsAt.toISOString()}>{formatVenueTime(endsAt)}</time>, Winnipeg time).
      </p>
    </div>
  );
}
