import type { MachineReport } from '@venue/contracts/machine-reports';
import { ChevronDown, Mail } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { Badge } from '@/components/ui/badge/badge';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { TextAreaField } from '@/components/ui/form/field';
import { PagedList } from '@/components/ui/query-state/paged-list';
import { Fact, Facts, RecordActions, RecordCard } from '@/components/ui/record-card/record-card';
import { successToastOf } from '@/lib/toast';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import '@/components/ui/record-card/record-card.css';
import { paths } from '@/config/paths';
import { formatVenueDate, formatVenueDateTime, formatVenueTime } from '@/lib/venue-time';

import { deleteMachineReportMutation } from '../api/delete-machine-report';
import { useMachineReports } from '../api/get-machine-reports';
import { updateMachineReportMutation } from '../api/update-machine-report';
import {
  issueTypeLabels,
  reportAnchor,
  reportStatusDisplay,
  statusButtons,
} from '../machine-report-labels';
import './machine-reports-list.css';

/** An opened report: who sent it, the staff notes, and the buttons that set its status. */
function ReportDetails({
  id,
  report,
  notes,
  onNotesChange,
  onDelete,
  onMarkedFixed,
}: {
  id: string;
  report: MachineReport;
  notes: string;
  onNotesChange: (notes: string) => void;
  onDelete: (report: MachineReport) => void;
  onMarkedFixed?: () => void;
}) {
  const update = useApiMutation({
    ...updateMachineReportMutation,
    successToast: successToastOf(
      'Status Updated',
      (updated) =>
        `${updated.gameName} is now ${reportStatusDisplay[updated.status].label.toLowerCase()}.`,
    ),
    errorToast: { title: 'Error', description: 'Failed to update report status.' },
    onSuccess: (updated) => {
      if (updated.status === 'fixed') onMarkedFixed?.();
    },
  });
  const noteId = useId();
  // What the player left to be reached by: the form's Contact Info and its E-mail are two fields.
  const contactLeft = [...new Set([report.contactInfo, report.email].filter(Boolean))];
  // Marking fixed tells the reporter, unless it is fixed already (closing after is no news).
  const mailsWhenFixed = report.email !== '' && report.status !== 'fixed';

  return (
    <div id={id} className="report-card__details">
      <Facts>
        <Fact label="Player">{report.playerName || 'Not given'}</Fact>
        <Fact label="Contact">
          {contactLeft.length > 0
            ? contactLeft.map((contact) => (
                <span key={contact} className="report-card__contact">
                  {contact}
                </span>
              ))
            : 'Not given'}
        </Fact>
        <Fact label="Resolved">
          {report.resolvedAt ? formatVenueDateTime(report.resolvedAt) : 'Not yet'}
        </Fact>
      </Facts>
      <TextAreaField
        label="Staff Notes"
        rows={3}
        maxLength={2000}
        value={notes}
        onChange={(event) => onNotesChange(event.target.value)}
        hint="Saved with the status you set."
      />
      {mailsWhenFixed ? (
        <p id={noteId} className="report-card__mail-note">
          <Mail aria-hidden="true" />
          Marking fixed e-mails {report.email}.
        </p>
      ) : null}
      <RecordActions onDelete={() => onDelete(report)}>
        {statusButtons.map((button) => (
          <button
            key={button.status}
            type="button"
            className={
              report.status === button.status
                ? 'btn btn--primary btn--sm'
                : 'btn btn--ghost btn--sm'
            }
            aria-pressed={report.status === button.status}
            aria-describedby={button.status === 'fixed' && mailsWhenFixed ? noteId : undefined}
            disabled={update.isPending}
            onClick={() =>
              update.mutate({
                id: report.id,
                change: { status: button.status, staffNotes: notes },
              })
            }
          >
            {button.label}
          </button>
        ))}
      </RecordActions>
    </div>
  );
}

function ReportCard({
  report,
  onDelete,
  onMarkedFixed,
}: {
  report: MachineReport;
  onDelete: (report: MachineReport) => void;
  onMarkedFixed?: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [notes, setNotes] = useState(report.staffNotes);
  const detailsId = useId();
  const status = reportStatusDisplay[report.status];
  return (
    <RecordCard
      className="report-card"
      named
      title={report.gameName}
      subtitle={
        <>
          Reported{' '}
          <time dateTime={report.reportedAt.toISOString()}>
            {formatVenueDate(report.reportedAt)}
          </time>{' '}
          at {formatVenueTime(report.reportedAt)}
        </>
      }
      badges={
        <>
          <Badge tone="purple">{issueTypeLabels[report.issueType]}</Badge>
          <Badge tone={status.tone}>{status.label}</Badge>
        </>
      }
    >
      <p className={expanded ? 'record-card__text' : 'record-card__text report-card__preview'}>
        {report.description}
      </p>
      <button
        type="button"
        className="report-card__toggle"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((open) => !open)}
      >
        <ChevronDown aria-hidden="true" />
        {expanded ? 'Hide details' : 'Show details'}
      </button>
      {expanded ? (
        <ReportDetails
          id={detailsId}
          report={report}
          notes={notes}
          onNotesChange={setNotes}
          onDelete={onDelete}
          onMarkedFixed={onMarkedFixed}
        />
      ) : null}
    </RecordCard>
  );
}

const reportCount = (count: number) => (count === 1 ? '1 report' : `${count} reports`);

/**
 * Staff: the reports players sent (or those about one game, `gameName`), newest first a page at
 * a time, each opened to work it. `onMarkedFixed`: a report was marked fixed (its reporter may be
 * written to).
 */
export function MachineReportsList({
  headerActions,
  gameName,
  onMarkedFixed,
}: {
  headerActions?: ReactNode;
  gameName?: string;
  onMarkedFixed?: () => void;
}) {
  const reports = useMachineReports(gameName);
  const remove = useConfirmDelete<MachineReport>({
    mutation: deleteMachineReportMutation,
    successToast: { title: 'Report Deleted', variant: 'success' },
    failure: 'Failed to delete report.',
    errorToast: { title: 'Error' },
  });

  return (
    <>
      <StaffPageHeader
        title="Machine Reports"
        description={
          gameName === undefined ? (
            reports.data ? (
              `${reportCount(reports.data.total)} from players, newest first.`
            ) : (
              'Problems players reported from the public form, newest first.'
            )
          ) : (
            <>
              {reports.data ? `${reportCount(reports.data.total)} about ` : 'Reports about '}
              <strong>{gameName}</strong>, newest first.{' '}
              <Link to={paths.staff.machineReports.getHref()}>Show every report</Link>
            </>
          )
        }
        refresh={reports}
        headerActions={headerActions}
      />
      <PagedList
        query={reports}
        loading="Loading reports..."
        error="Failed to load machine reports"
        empty={<p className="list-state__title">No Issues Reported</p>}
        showMore="Show older reports"
        countOf={reportCount}
      >
        {(list) => (
          <ul className="record-list">
            {list.items.map((report) => (
              <li key={report.id} id={reportAnchor(report.id)} tabIndex={-1}>
                <ReportCard report={report} onDelete={remove.ask} onMarkedFixed={onMarkedFixed} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        title="Delete report?"
        description={
          remove.item ? (
            <p>
              The report about <strong>{remove.item.gameName}</strong> from{' '}
              {formatVenueDate(remove.item.reportedAt)} will be removed. This cannot be undone.
            </p>
          ) : null
        }
        {...remove.dialog}
      />
    </>
  );
}
