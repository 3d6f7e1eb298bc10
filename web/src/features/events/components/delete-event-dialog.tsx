import type { VenueEvent } from '@venue/contracts/events';
import { useState } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast/toast-store';
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
      <FormError message={error} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn--danger btn--sm"
          disabled={deleteEvent.isPending}
          onClick={() => {
            setError(null);
            deleteEvent.mutate({ id: event.id });
          }}
        >
          {deleteEvent.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </DialogActions>
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
