import type { ContactMessage } from '@venue/contracts/contact';
import { Check, Mail, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { Badge } from '@/components/ui/badge/badge';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import '@/components/ui/filter-bar/filter-bar.css';
import { CheckboxField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import { ShowMore } from '@/components/ui/show-more/show-more';
import '@/components/ui/record-card/record-card.css';
import { toast } from '@/components/ui/toast/toast-store';
import { formatVenueDate, formatVenueDateTime, formatVenueTime } from '@/lib/venue-time';

import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useContactMessages } from '../api/get-contact-messages';
import { useSetContactMessageHandled } from '../api/set-contact-message-handled';
import { subjectLabels } from '../contact-subjects';

function MessageCard({
  message,
  onDelete,
}: {
  message: ContactMessage;
  onDelete: (message: ContactMessage) => void;
}) {
  const setHandled = useSetContactMessageHandled({
    successToast: (updated) => ({
      title: updated.handled ? 'Marked Handled' : 'Marked Not Handled',
      description: `The message from ${updated.name}.`,
      variant: 'success',
    }),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to update the message.', variant: 'error' }),
  });
  return (
    <article className="record-card contact-card">
      <header className="record-card__header">
        <div className="record-card__heading">
          <h2 className="record-card__title">{message.name}</h2>
          <p className="record-card__subtitle">
            <a href={`mailto:${message.email}`}>{message.email}</a> ·{' '}
            <time dateTime={message.receivedAt.toISOString()}>
              {formatVenueDate(message.receivedAt)} at {formatVenueTime(message.receivedAt)}
            </time>
          </p>
        </div>
        <div className="record-card__badges">
          <Badge tone="purple">{subjectLabels[message.subject]}</Badge>
          {message.handled ? <Badge tone="green">Handled</Badge> : <Badge tone="yellow">New</Badge>}
        </div>
      </header>
      <p className="record-card__text">{message.message}</p>
      {message.handledAt ? (
        <p className="record-card__subtitle">Handled {formatVenueDateTime(message.handledAt)}</p>
      ) : null}
      <div className="record-card__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm record-card__delete"
          onClick={() => onDelete(message)}
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="visually-hidden"> message from {message.name}</span>
        </button>
        <a className="btn btn--ghost btn--sm" href={`mailto:${message.email}`}>
          <Mail aria-hidden="true" />
          Reply<span className="visually-hidden"> to {message.name}</span>
        </a>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={setHandled.isPending}
          onClick={() => setHandled.mutate({ id: message.id, handled: !message.handled })}
        >
          {message.handled ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
          {message.handled ? 'Mark Not Handled' : 'Mark Handled'}
          <span className="visually-hidden"> (message from {message.name})</span>
        </button>
      </div>
    </article>
  );
}

const messageCount = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

/** Staff: messages from the public contact form, newest first a page at a time, to answer and mark handled. */
export function ContactInbox({ headerActions }: { headerActions?: ReactNode }) {
  const messages = useContactMessages();
  const [unhandledOnly, setUnhandledOnly] = useState(false);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const remove = useDeleteContactMessage({
    successToast: { title: 'Message Deleted', variant: 'success' },
    onSuccess: () => setDeleting(null),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to delete the message.', variant: 'error' }),
  });
  const waiting = messages.data?.items.filter((message) => !message.handled).length ?? 0;

  return (
    <>
      <StaffPageHeader
        title="Contact Inbox"
        description={
          messages.data
            ? `${waiting} waiting for an answer, of the ${messageCount(messages.data.items.length)} shown (${messages.data.total} from the contact form).`
            : 'Messages from the public contact form, newest first.'
        }
        actions={
          <>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => void messages.refetch()}
              disabled={messages.isFetching}
            >
              <RefreshCw aria-hidden="true" />
              {messages.isFetching && !messages.isPending ? 'Refreshing...' : 'Refresh'}
            </button>
            {headerActions}
          </>
        }
      />
      <div className="filter-bar" role="group" aria-label="Filters">
        <CheckboxField
          label="Only show not handled"
          checked={unhandledOnly}
          onChange={(event) => setUnhandledOnly(event.target.checked)}
        />
      </div>
      <QueryState
        query={messages}
        loading="Loading messages..."
        error="Failed to load contact messages"
        isEmpty={(list) =>
          !messages.hasNextPage && !list.items.some((message) => !unhandledOnly || !message.handled)
        }
        empty={unhandledOnly ? 'Every message has been handled.' : 'No messages yet.'}
      >
        {(list) => (
          <>
            <ul className="record-list">
              {list.items
                .filter((message) => !unhandledOnly || !message.handled)
                .map((message) => (
                  <li key={message.id}>
                    <MessageCard message={message} onDelete={setDeleting} />
                  </li>
                ))}
            </ul>
            <ShowMore
              query={messages}
              label="Show older messages"
              status={`Showing ${list.items.length} of ${messageCount(list.total)}`}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete message?"
        description={
          deleting ? (
            <p>
              The message from <strong>{deleting.name}</strong> will be removed. This cannot be
              undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.isError ? 'Failed to delete the message.' : null}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </>
  );
}
