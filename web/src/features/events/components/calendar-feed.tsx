import { eventsCalendarPath } from '@venue/contracts/values';
import { CalendarSync } from 'lucide-react';
import { useSyncExternalStore } from 'react';

/** The iCalendar feed of upcoming events, on this site. */
const feedPath = eventsCalendarPath;
const unchanging = () => () => {};

/**
 * The feed's addresses: `webcal:` makes a calendar app subscribe (and keep checking back)
 * instead of importing a copy once; the web address is for apps that take a URL. Both need the
 * page's host, which a server rendering the page does not know: it gets the path.
 */
function useFeedAddress(scheme: 'webcal' | 'web') {
  return useSyncExternalStore(
    unchanging,
    () =>
      scheme === 'webcal'
        ? `webcal://${window.location.host}${feedPath}`
        : new URL(feedPath, window.location.href).href,
    () => feedPath,
  );
}

/** "Subscribe to calendar": every upcoming event in the visitor's calendar app, kept current. */
export function SubscribeLink({ className }: { className: string }) {
  return (
    <a className={className} href={useFeedAddress('webcal')}>
      <CalendarSync aria-hidden="true" />
      Subscribe to calendar
      <span className="visually-hidden">: every upcoming event, kept up to date</span>
    </a>
  );
}

/** The feed's web address, for calendar apps that subscribe by URL (Google Calendar, say). */
export function FeedAddress() {
  const address = useFeedAddress('web');
  return (
    <p className="calendar-feed__address">
      Or add <a href={address}>{address}</a> to your calendar app as a calendar from a URL.
    </p>
  );
}
