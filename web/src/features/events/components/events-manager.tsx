import type { FetchNewEventsResult, VenueEvent } from '@venue/contracts/events';
import { CalendarPlus, Pencil, RefreshCw, Star, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { QueryState } from '@/components/ui/query-state/query-state';
import { ShowMore } from '@/components/ui/show-more/show-more';
import { toast } from '@/components/ui/toast/toast-store';
import '@/components/ui/table/table.css';
import { formatLongDate } from '@/lib/venue-time';

import { useEvents } from '../api/get-events';
import { useFetchNewEvents } from '../api/fetch-new-events';
import { DeleteEventDialog } from './delete-event-dialog';
import { EventFormDialog, type EventFormTarget } from './event-form-dialog';
import './events-manager.css';

function EventsTable({
  events,
  onEdit,
  onDelete,
}: {
  events: VenueEvent[];
  onEdit: (event: VenueEvent) => void;
  onDelete: (event: VenueEvent) => void;
}) {
  return (
    <div className="table-scroll" role="region" aria-label="Events" tabIndex={0}>
      <table className="data-table events-table">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Location</th>
            <th scope="col">Cost</th>
            <th scope="col" className="data-table__actions">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
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
                <time dateTime={event.date}>{formatLongDate(event.date)}</time>
              </td>
              <td data-label="Time">{event.time ?? ''}</td>
              <td data-label="Location">{event.location}</td>
              <td data-label="Cost">{event.cost ?? ''}</td>
              <td className="data-table__actions">
                <div className="data-table__actions-inner">
                  <button
                    type="button"
                    className="row-button"
                    aria-label={`Edit ${event.title} on ${formatLongDate(event.date)}`}
                    title="Edit"
                    onClick={() => onEdit(event)}
                  >
                    <Pencil aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="row-button row-button--danger"
                    aria-label={`Delete ${event.title} on ${formatLongDate(event.date)}`}
                    title="Delete"
                    onClick={() => onDelete(event)}
                  >
                    <Trash2 aria-hidden="true" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
  const [deleting, setDeleting] = useState<VenueEvent | null>(null);
  const fetchNew = useFetchNewEvents({
    successToast: ({ newEventsCount, feedErrors }) => ({
      title: 'New Events Fetched',
      description: `Fetched ${newEventsCount} new event${newEventsCount === 1 ? '' : 's'} from external sources.${unreadFeeds(feedErrors)}`,
      variant: feedErrors.length > 0 ? 'default' : 'success',
    }),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to fetch new events.', variant: 'error' }),
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
            {headerActions}
          </>
        }
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
              onDelete={setDeleting}
            />
            <ShowMore query={events} label="Show later events" />
          </>
        )}
      </QueryState>
      <EventFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
