import type { VenueEvent } from '@venue/contracts/events';
import { useState } from 'react';

import { ConfirmActions } from '@/components/ui/dialog/confirm-dialog';
import { Dialog } from '@/components/ui/dialog/dialog';
import { toast } from '@/lib/toast';
import { isSessionEnd } from '@/lib/api-client';

import { useDeleteEvent } from '../api/delete-event';

const failure = 'Failed to delete event.';

function DeleteEventActions({ event, onDone }: { event: VenueEvent; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const deleteEvent = useDeleteEvent({
    successToast: {
      title: 'Event Deleted',
      description: `${event.title} was removed from the calendar.`,
      variant: 'success',
    },
    onSuccess: onDone,
    onError: (problem) => {
      if (isSessionEnd(problem)) return;
      toast({ title: 'Error', description: failure, variant: 'error' });
      // Said inside the dialog too: the page behind a modal (toasts included) is inert.
      setError(failure);
    },
  });
  return (
    <>
      <ConfirmActions
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteEvent.isPending}
        error={error}
        onConfirm={() => {
          setError(null);
          deleteEvent.mutate({ id: event.id });
        }}
        onCancel={onDone}
      />
    </>
  );
}

type DeleteEventDialogProps = {
  /** The event to delete; null when the dialog is closed. */
  event: VenueEvent | null;
  onClose: () => void;
};

/** Asks before deleting, naming the event. */
export function DeleteEventDialog({ event, onClose }: DeleteEventDialogProps) {
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Delete event?"
      description={
        event ? (
          <p>
            <strong>{event.title}</strong> will be removed from the public calendar. This cannot be
            undone.
          </p>
        ) : null
      }
    >
      {event ? <DeleteEventActions event={event} onDone={onClose} /> : null}
    </Dialog>
  );
}
