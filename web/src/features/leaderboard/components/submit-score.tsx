import { Camera, Trophy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { ActionCard } from '@/components/ui/action-card/action-card';
import { Dialog } from '@/components/ui/dialog/dialog';

const SubmitScoreForm = lazy(() => import('./submit-score-form'));

/** A machine page's way for a player to send a score, with a photo, for staff to approve. */
export function SubmitScore({ gameName }: { gameName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <ActionCard title="Got a high score?" icon={Trophy} accent="lime">
      <p className="action-card__text">
        Send it with a photo of the machine&apos;s display. Staff check every score before it goes
        on the board.
      </p>
      <button
        type="button"
        className="btn btn--outline action-card__button"
        onClick={() => setOpen(true)}
      >
        <Camera aria-hidden="true" />
        Submit a score
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Submit a score"
        description={
          <p>
            For <strong>{gameName}</strong>. It goes on the board once staff approve it.
          </p>
        }
      >
        <Suspense fallback={<p role="status">Loading the form...</p>}>
          <SubmitScoreForm gameName={gameName} onClose={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </ActionCard>
  );
}
