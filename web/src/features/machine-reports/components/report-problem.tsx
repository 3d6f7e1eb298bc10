import { MessageSquareWarning, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { ActionCard } from '@/components/ui/action-card/action-card';
import { Dialog } from '@/components/ui/dialog/dialog';
import { formatVenueDateTime } from '@/lib/venue-time';

import { useOpenReports } from '../api/get-open-reports';

const ReportProblemForm = lazy(() => import('./report-problem-form'));

type ReportProblemProps = {
  gameName: string;
  /** When the visitor last sent a report: the open reports are watched until they show it. */
  changeExpectedAt: number | null;
  onReported: () => void;
};

/**
 * A machine page's way to report it: when players already reported it and it is still open, it
 * says so ("Already reported: we're on it") and still takes more details; the form opens in a
 * dialog with the game chosen.
 */
export function ReportProblem({ gameName, changeExpectedAt, onReported }: ReportProblemProps) {
  const open = useOpenReports(gameName, changeExpectedAt);
  const [dialogOpen, setDialogOpen] = useState(false);
  const reported = open.data?.alreadyReported ? open.data : null;
  const action = reported ? 'Add details' : 'Report a problem';
  return (
    <ActionCard title="Something wrong?" icon={TriangleAlert} accent="amber">
      {reported ? (
        <div className="action-card__notice" role="status">
          <p className="action-card__notice-title">Already reported: we&apos;re on it</p>
          <p>
            Staff know about a problem with this machine
            {reported.lastReportedAt ? (
              <>
                {' '}
                (reported{' '}
                <time dateTime={reported.lastReportedAt}>
                  {formatVenueDateTime(new Date(reported.lastReportedAt))}
                </time>
                )
              </>
            ) : null}
            . Seen something more? Add the details.
          </p>
        </div>
      ) : (
        <p className="action-card__text">
          Not taking money, frozen or acting up? Tell staff what happened and we will fix it.
        </p>
      )}
      <button
        type="button"
        className="btn btn--outline action-card__button"
        onClick={() => setDialogOpen(true)}
      >
        <MessageSquareWarning aria-hidden="true" />
        {action}
      </button>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={reported ? 'Add details' : 'Report a problem'}
        description={
          reported ? (
            <p>
              <strong>{gameName}</strong> is already reported: we&apos;re on it. Anything you add
              helps staff fix it.
            </p>
          ) : (
            <p>
              About <strong>{gameName}</strong>.
            </p>
          )
        }
        size="lg"
      >
        <Suspense fallback={<p role="status">Loading the form...</p>}>
          <ReportProblemForm
            gameName={gameName}
            onSent={onReported}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      </Dialog>
    </ActionCard>
  );
}
