import type { FetchNewEventsResult, VenueEvent } from '@venue/contracts/events';
import { CalendarPlus, RefreshCw, Repeat, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { QueryState } from '@/components/ui/query-state/query-state';
import { DataTable } from '@/components/ui/table/data-table';
import { RowActions } from '@/components/ui/table/row-actions';
import { successToastOf } from '@/lib/toast';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { ShowMore } from '@/components/ui/show-more/show-more';
import '@/components/ui/table/table.css';
import { formatLongDate } from '@/lib/venue-time';

import { deleteEventMutation } from '../api/delete-event';
import { fetchNewEventsMutation } from '../api/fetch-new-events';
import { useEvents } from '../api/get-events';
import { EventFormDialog, type EventFormTarget } from './event-form-dialog';
import { SeriesDatesDialog } from './series-dates-dialog';
import './events-manager.css';

function EventsTable({
  events,
  onEdit,
  onDates,
  onDelete,
}: {
  events: VenueEvent[];
  onEdit: (event: VenueEvent) => void;
  /** A series' dates, each to change on its own. */
  onDates: (event: VenueEvent) => void;
  onDelete: (event: VenueEvent) => void;
}) {
  return (
    <DataTable
      label="Events"
      className="events-table"
      columns={['Title', 'Date', 'Time', 'Location', 'Cost']}
    >
      {events.map((event) => (
        <tr key={event.id}>
          <th scope="row" className="events-table__title">
            <span>{event.title}</span>
            {event.featured ? (
              <span className="events-table__featured">
                <Star aria-hidden="true" />
                Featured
              </span>
            ) : null}
            <code className="events-table__id">{event.id}</code>
          </th>
          <td data-label="Date" className="events-table__date">
            <time dateTime={event.nextDate ?? event.date}>
              {formatLongDate(event.nextDate ?? event.date)}
            </time>
            {event.recurrenceText ? (
              <span className="events-table__repeats">
                <Repeat aria-hidden="true" />
                {event.recurrenceText}
              </span>
            ) : null}
          </td>
          <td data-label="Time">{event.time ?? ''}</td>
          <td data-label="Location">{event.location}</td>
          <td data-label="Cost">{event.cost ?? ''}</td>
          <RowActions
            label={`${event.title} on ${formatLongDate(event.date)}`}
            onEdit={() => onEdit(event)}
            onDelete={() => onDelete(event)}
          >
            {event.recurrence ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={`Dates of ${event.title}`}
                onClick={() => onDates(event)}
              >
                Dates
              </button>
            ) : null}
          </RowActions>
        </tr>
      ))}
    </DataTable>
  );
}

/** The feeds that could not be read, by host, for the end of the fetch toast. */
function unreadFeeds(feedErrors: FetchNewEventsResult['feedErrors']): string {
  if (feedErrors.length === 0) return '';
  const hosts = new Set(feedErrors.map(({ url }) => (URL.canParse(url) ? new URL(url).host : url)));
  return ` Could not read ${feedErrors.length === 1 ? 'one feed' : `${feedErrors.length} feeds`}: ${[...hosts].join(', ')}.`;
}

/**
 * Staff events management: the calendar from a week ago on (older and later windows on
 * request), add, edit, delete and fetching from outside feeds.
 */
export function EventsManager({ headerActions }: { headerActions?: ReactNode }) {
  const events = useEvents({ asStaff: true });
  const [formTarget, setFormTarget] = useState<EventFormTarget | null>(null);
  /** The series whose dates are open, found again in each refetched list. */
  const [datesOf, setDatesOf] = useState<string | null>(null);
  const datesEvent = events.data?.find((event) => event.id === datesOf) ?? null;
  const remove = useConfirmDelete({
    mutation: deleteEventMutation,
    successToast: successToastOf(
      'Event Deleted',
      (event: VenueEvent) => `${event.title} was removed from the calendar.`,
    ),
    failure: 'Failed to delete event.',
    errorToast: { title: 'Error' },
  });
  const fetchNew = useApiMutation({
    ...fetchNewEventsMutation,
    successToast: ({ newEventsCount, feedErrors }) => ({
      title: 'New Events Fetched',
      description: `Fetched ${newEventsCount} new event${newEventsCount === 1 ? '' : 's'} from external sources.${unreadFeeds(feedErrors)}`,
      variant: feedErrors.length > 0 ? 'default' : 'success',
    }),
    errorToast: { description: 'Failed to fetch new events.' },
  });

  return (
    <>
      <StaffPageHeader
        title="Events Management"
        description="Tournaments, league nights and events on the public calendar."
        actions={
          <>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => setFormTarget({ kind: 'add' })}
            >
              <CalendarPlus aria-hidden="true" />
              Add Event
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={fetchNew.isPending}
              onClick={() => fetchNew.mutate()}
            >
              <RefreshCw aria-hidden="true" />
              {fetchNew.isPending ? 'Fetching...' : 'Fetch New Events'}
            </button>
          </>
        }
        headerActions={headerActions}
      />
      <QueryState
        query={events}
        loading="Loading events..."
        error="Failed to load events"
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <p className="list-state__title">No Events Scheduled</p>
            <p>Add an event, or fetch new ones from the outside calendars.</p>
          </>
        }
      >
        {(list) => (
          <>
            <ShowMore
              query={{
                hasNextPage: events.hasPreviousPage,
                isFetchingNextPage: events.isFetchingPreviousPage,
                fetchNextPage: events.fetchPreviousPage,
              }}
              label="Show older events"
            />
            <EventsTable
              events={list}
              onEdit={(event) => setFormTarget({ kind: 'edit', event })}
              onDates={(event) => setDatesOf(event.id)}
              onDelete={remove.ask}
            />
            <ShowMore query={events} label="Show later events" />
          </>
        )}
      </QueryState>
      <EventFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <SeriesDatesDialog event={datesEvent} onClose={() => setDatesOf(null)} />
      <ConfirmDialog
        title="Delete event?"
        description={
          remove.item ? (
            <p>
              <strong>{remove.item.title}</strong> will be removed from the public calendar. This
              cannot be undone.
            </p>
          ) : null
        }
        {...remove.dialog}
      />
    </>
  );
}
