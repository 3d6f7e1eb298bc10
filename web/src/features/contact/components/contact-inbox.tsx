import type { ContactMessage } from '@venue/contracts/contact';
import { Check, Mail, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { Badge } from '@/components/ui/badge/badge';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import '@/components/ui/filter-bar/filter-bar.css';
import { CheckboxField } from '@/components/ui/form/field';
import { PagedList, RecordList } from '@/components/ui/query-state/paged-list';
import { RecordActions, RecordCard } from '@/components/ui/record-card/record-card';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import '@/components/ui/record-card/record-card.css';
import { formatVenueDate, formatVenueDateTime, formatVenueTime } from '@/lib/venue-time';

import { deleteContactMessageMutation } from '../api/delete-contact-message';
import { useContactMessages } from '../api/get-contact-messages';
import { setContactMessageHandledMutation } from '../api/set-contact-message-handled';
import { subjectLabels } from '../contact-subjects';

function MessageCard({
  message,
  onDelete,
}: {
  message: ContactMessage;
  onDelete: (message: ContactMessage) => void;
}) {
  const setHandled = useApiMutation({
    ...setContactMessageHandledMutation,
    successToast: (updated) => ({
      title: updated.handled ? 'Marked Handled' : 'Marked Not Handled',
      description: `The message from ${updated.name}.`,
      variant: 'success',
    }),
    errorToast: { title: 'Error', description: 'Failed to update the message.' },
  });
  return (
    <RecordCard
      className="contact-card"
      title={message.name}
      subtitle={
        <>
          <a href={`mailto:${message.email}`}>{message.email}</a> ·{' '}
          <time dateTime={message.receivedAt.toISOString()}>
            {formatVenueDate(message.receivedAt)} at {formatVenueTime(message.receivedAt)}
          </time>
        </>
      }
      badges={
        <>
          <Badge tone="purple">{subjectLabels[message.subject]}</Badge>
          {message.handled ? <Badge tone="green">Handled</Badge> : <Badge tone="yellow">New</Badge>}
        </>
      }
      actions={
        <RecordActions name={`message from ${message.name}`} onDelete={() => onDelete(message)}>
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
        </RecordActions>
      }
    >
      <p className="record-card__text">{message.message}</p>
      {message.handledAt ? (
        <p className="record-card__subtitle">Handled {formatVenueDateTime(message.handledAt)}</p>
      ) : null}
    </RecordCard>
  );
}

const messageCount = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

/** Staff: messages from the public contact form, newest first a page at a time, to answer and mark handled. */
export function ContactInbox({ headerActions }: { headerActions?: ReactNode }) {
  const messages = useContactMessages();
  const [unhandledOnly, setUnhandledOnly] = useState(false);
  const remove = useConfirmDelete<ContactMessage>({
    mutation: deleteContactMessageMutation,
    successToast: { title: 'Message Deleted', variant: 'success' },
    failure: 'Failed to delete the message.',
    errorToast: { title: 'Error' },
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
        refresh={messages}
        headerActions={headerActions}
      />
      <div className="filter-bar" role="group" aria-label="Filters">
        <CheckboxField
          label="Only show not handled"
          checked={unhandledOnly}
          onChange={(event) => setUnhandledOnly(event.target.checked)}
        />
      </div>
      <PagedList
        query={messages}
        loading="Loading messages..."
        error="Failed to load contact messages"
        isEmpty={(list) =>
          !messages.hasNextPage && !list.items.some((message) => !unhandledOnly || !message.handled)
        }
        empty={unhandledOnly ? 'Every message has been handled.' : 'No messages yet.'}
        showMore="Show older messages"
        countOf={messageCount}
      >
        {(list) => (
          <RecordList
            items={list.items.filter((message) => !unhandledOnly || !message.handled)}
            keyOf={(message) => message.id}
          >
            {(message) => <MessageCard message={message} onDelete={remove.ask} />}
          </RecordList>
        )}
      </PagedList>
      <ConfirmDialog
        title="Delete message?"
        description={
          remove.item ? (
            <p>
              The message from <strong>{remove.item.name}</strong> will be removed. This cannot be
              undone.
            </p>
          ) : null
        }
        {...remove.dialog}
      />
    </>
  );
}
