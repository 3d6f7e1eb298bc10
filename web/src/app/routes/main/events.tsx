import { venue } from '@/config/venue';
import { EventsCalendar } from '@/features/events/components/events-calendar';
import { MoreInfo } from '@/features/events/components/more-info';

export default function EventsRoute() {
  return (
    <>
      <section className="page-hero" aria-labelledby="events-page-title">
        <div className="container">
          <p className="eyebrow">{'Tournaments\u00a0· Leagues\u00a0· Events'}</p>
          <h1 id="events-page-title" className="page-hero__title">
            Events Calendar
          </h1>
          <p className="page-hero__lead">
            League nights, IFPA-sanctioned tournaments and special events at The Forks, powered by
            the {venue.community.name}.
          </p>
        </div>
      </section>
      <div className="container events-page__body">
        <div>
          <EventsCalendar />
        </div>
        <MoreInfo />
      </div>
    </>
  );
}
