import type { UseMutationResult } from '@tanstack/react-query';
import {
  rejectScoreSubmissionSchema,
  scoreApprovalUndoMinutes,
  scoreSubmissionStatuses,
  type ScoreSubmission,
  type ScoreSubmissionStatus,
} from '@venue/contracts/leaderboard';
import { Check, Undo2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { DialogFor } from '@/components/ui/dialog/dialog';
import '@/components/ui/filter-bar/filter-bar.css';
import { SelectField, TextAreaField } from '@/components/ui/form/field';
import { PagedList, RecordList } from '@/components/ui/query-state/paged-list';
import { Fact, Facts, RecordActions, RecordCard } from '@/components/ui/record-card/record-card';
import '@/components/ui/record-card/record-card.css';
import { toast, successToastOf } from '@/lib/toast';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useSaveForm } from '@/lib/use-save-form';
import { formatCalendarDate, formatVenueDate, formatVenueTime, monthNames } from '@/lib/venue-time';

import { approveScoreSubmissionMutation } from '../api/approve-score-submission';
import { useScorePhoto } from '../api/get-score-photo';
import { useScoreSubmissions } from '../api/get-score-submissions';
import { rejectScoreSubmissionMutation } from '../api/reject-score-submission';
import { undoScoreApprovalMutation } from '../api/undo-score-approval';
import './score-submissions-queue.css';

const statusDisplay: Record<ScoreSubmissionStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

type StatusFilter = ScoreSubmissionStatus | 'all';

const filterOptions = [
  ...scoreSubmissionStatuses.map((status) => ({
    value: status,
    label: statusDisplay[status].label,
  })),
  { value: 'all', label: 'All' },
];

/** Long enough to read the toast and reach its Undo. */
const undoToastDuration = 10_000;

type UndoApproval = Pick<
  UseMutationResult<ScoreSubmission, Error, { id: string }>,
  'isPending' | 'mutate'
>;

const formatScore = (score: number) => score.toLocaleString('en-US');

/** `Sam's 1,250,000 on Medieval Madness`: how a submission is named on buttons and dialogs. */
const describe = (submission: ScoreSubmission) =>
  `${submission.playerName}'s ${formatScore(submission.score)} on ${submission.gameName}`;

/** `November 2026` for the venue date `2026-11-23`: the board a score goes on. */
const monthOf = (date: string) => `${monthNames[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

const when = (instant: Date) => (
  <time dateTime={instant.toISOString()}>
    {formatVenueDate(instant)} at {formatVenueTime(instant)}
  </time>
);

/** A submission's photo, through the view link the gallery signs for staff. */
function SubmissionPhoto({
  photo,
  alt,
  className,
}: {
  photo: string;
  alt: string;
  className?: string;
}) {
  const viewURL = useScorePhoto(photo, { enabled: true });
  if (viewURL.isError) return <span className="submission-card__no-photo">Photo unavailable</span>;
  if (!viewURL.data) return null;
  return <img className={className} src={viewURL.data} alt={alt} loading="lazy" />;
}

/**
 * Whether staff may still take the approval back, as of when the list was read (the server has
 * the last word).
 */
const undoable = (submission: ScoreSubmission, listedAt: number) =>
  submission.status === 'approved' &&
  submission.decidedAt !== null &&
  listedAt - submission.decidedAt.getTime() < scoreApprovalUndoMinutes * 60_000;

type CardProps = {
  submission: ScoreSubmission;
  onEnlarge: (submission: ScoreSubmission) => void;
  onReject: (submission: ScoreSubmission) => void;
  onApproved: (submission: ScoreSubmission) => void;
  undo: UndoApproval;
  /** When the list was read (ms). */
  listedAt: number;
};

function SubmissionCard({
  submission,
  onEnlarge,
  onReject,
  onApproved,
  undo,
  listedAt,
}: CardProps) {
  const approve = useApiMutation({
    ...approveScoreSubmissionMutation,
    onSuccess: onApproved,
    errorToast: {
      title: 'Error',
      description: 'Failed to approve the score.',
      serverMessage: true,
    },
  });
  const status = statusDisplay[submission.status];
  const named = <span className="visually-hidden"> {describe(submission)}</span>;
  return (
    <RecordCard
      className="submission-card"
      named
      title={submission.playerName}
      subtitle={<>Submitted {when(submission.submittedAt)}</>}
      badges={<Badge tone={status.tone}>{status.label}</Badge>}
      actions={
        submission.status === 'pending' ? (
          <RecordActions>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={approve.isPending}
              onClick={() => onReject(submission)}
            >
              <X aria-hidden="true" />
              Reject{named}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={approve.isPending}
              onClick={() => approve.mutate({ id: submission.id })}
            >
              <Check aria-hidden="true" />
              {approve.isPending ? 'Approving...' : 'Approve'}
              {named}
            </button>
          </RecordActions>
        ) : undoable(submission, listedAt) ? (
          <RecordActions>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={undo.isPending}
              onClick={() => undo.mutate({ id: submission.id })}
            >
              <Undo2 aria-hidden="true" />
              Undo Approval{named}
            </button>
          </RecordActions>
        ) : null
      }
    >
      <div className="submission-card__body">
        {submission.status === 'rejected' ? (
          // A rejected score's photo is deleted with the decision.
          <p className="submission-card__photo submission-card__no-photo">Photo deleted</p>
        ) : (
          <button
            type="button"
            className="submission-card__photo"
            aria-haspopup="dialog"
            onClick={() => onEnlarge(submission)}
          >
            <SubmissionPhoto photo={submission.photo} alt="" />
            <span className="visually-hidden">Enlarge the photo of {describe(submission)}</span>
          </button>
        )}
        <Facts>
          <Fact label="Game">{submission.gameName}</Fact>
          <Fact label="Score">
            <span className="submission-card__score">{formatScore(submission.score)}</span>
          </Fact>
          <Fact label="Played">
            <time dateTime={submission.date}>{formatCalendarDate(submission.date)}</time>
          </Fact>
          {submission.decidedBy && submission.decidedAt ? (
            <Fact label={submission.status === 'approved' ? 'Approved by' : 'Rejected by'}>
              {submission.decidedBy}, {when(submission.decidedAt)}
            </Fact>
          ) : null}
          {submission.rejectionReason ? (
            <Fact label="Reason">{submission.rejectionReason}</Fact>
          ) : null}
        </Facts>
      </div>
    </RecordCard>
  );
}

function RejectForm({ submission, onDone }: { submission: ScoreSubmission; onDone: () => void }) {
  const form = useSaveForm({
    initialValues: { reason: '' },
    editing: submission,
    update: {
      schema: rejectScoreSubmissionSchema,
      mutation: rejectScoreSubmissionMutation,
      variables: ({ reason }, { id }) => ({ id, reason }),
      successToast: successToastOf(
        'Score Rejected',
        (rejected) => `${describe(rejected)} stays off the board.`,
      ),
      failure: 'Failed to reject the score.',
    },
    errorToast: { title: 'Error', serverMessage: true },
    onSaved: onDone,
  });
  return (
    <DialogForm
      form={form}
      columns={1}
      submitLabel="Reject Score"
      pendingLabel="Rejecting..."
      onCancel={onDone}
    >
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={500}
        hint="Kept with the submission for staff, e.g. the photo does not show the score."
        {...form.field('reason')}
      />
    </DialogForm>
  );
}

const submissionCount = (count: number) => (count === 1 ? '1 submission' : `${count} submissions`);

const emptyText: Record<StatusFilter, string> = {
  pending: 'No scores waiting for approval.',
  approved: 'No approved scores yet.',
  rejected: 'No rejected scores.',
  all: 'No scores submitted yet.',
};

/**
 * Staff: the scores players sent with a photo of the display, the ones waiting first (the
 * filter starts on them), newest first a page at a time; each approved onto its month's board
 * or rejected with a reason, and who decided and when kept on it.
 */
export function ScoreSubmissionsQueue({ headerActions }: { headerActions?: ReactNode }) {
  const [filter, setFilter] = useState<StatusFilter>('pending');
  const submissions = useScoreSubmissions(filter === 'all' ? undefined : filter);
  const [enlarged, setEnlarged] = useState<ScoreSubmission | null>(null);
  const [rejecting, setRejecting] = useState<ScoreSubmission | null>(null);
  const undo = useApiMutation({
    ...undoScoreApprovalMutation,
    successToast: successToastOf(
      'Approval Undone',
      (reopened) => `${describe(reopened)} is off the board and waiting again.`,
    ),
    errorToast: {
      title: 'Error',
      description: 'Failed to undo the approval.',
      serverMessage: true,
    },
  });
  // The approved row leaves the queue; the toast says where the score went and offers it back.
  const announceApproval = (approved: ScoreSubmission) =>
    toast({
      title: 'Score Approved',
      description: `${describe(approved)} is on the ${monthOf(approved.date)} board.`,
      variant: 'success',
      duration: undoToastDuration,
      action: {
        label: 'Undo',
        altText: `Undo Approval on the score in the Approved list, for ${scoreApprovalUndoMinutes} minutes`,
        onClick: () => undo.mutate({ id: approved.id }),
      },
    });
  const shownKind = filter === 'all' ? '' : `${statusDisplay[filter].label.toLowerCase()} `;

  return (
    <>
      <StaffPageHeader
        title="Score Submissions"
        description={
          submissions.data
            ? `${submissionCount(submissions.data.total).replace(' ', ` ${shownKind}`)}, newest first.`
            : "Scores players sent with a photo of the machine's display."
        }
        refresh={submissions}
        headerActions={headerActions}
      />
      <div className="filter-bar" role="group" aria-label="Filters">
        <SelectField
          label="Status"
          value={filter}
          options={filterOptions}
          onChange={(event) => setFilter(event.target.value as StatusFilter)}
        />
      </div>
      <PagedList
        query={submissions}
        loading="Loading submissions..."
        error="Failed to load score submissions"
        empty={emptyText[filter]}
        showMore="Show more"
        countOf={submissionCount}
      >
        {(list) => (
          <RecordList items={list.items} keyOf={(submission) => submission.id}>
            {(submission) => (
              <SubmissionCard
                submission={submission}
                onEnlarge={setEnlarged}
                onReject={setRejecting}
                onApproved={announceApproval}
                undo={undo}
                listedAt={submissions.dataUpdatedAt}
              />
            )}
          </RecordList>
        )}
      </PagedList>
      <DialogFor
        item={enlarged}
        onClose={() => setEnlarged(null)}
        size="xl"
        title={(submission) => `Photo: ${describe(submission)}`}
      >
        {(submission) => (
          <SubmissionPhoto
            className="submission-photo"
            photo={submission.photo}
            alt={`The machine's display, sent as ${describe(submission)}`}
          />
        )}
      </DialogFor>
      <DialogFor
        item={rejecting}
        onClose={() => setRejecting(null)}
        size="sm"
        title={() => 'Reject Score'}
        description={(submission) => (
          <p>
            <strong>{describe(submission)}</strong> stays off the board. Say why: the reason is kept
            with it.
          </p>
        )}
      >
        {(submission) => <RejectForm submission={submission} onDone={() => setRejecting(null)} />}
      </DialogFor>
    </>
  );
}
