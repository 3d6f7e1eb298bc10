import type { OutboxMail } from '@venue/contracts/mail';
import type { MachineReport } from '@venue/contracts/machine-reports';
import { Mail } from 'lucide-react';

import { PagedList, RecordList } from '@/components/ui/query-state/paged-list';
import { ScrollLink } from '@/components/ui/scroll-link';
import { Fact, Facts, RecordCard } from '@/components/ui/record-card/record-card';
import '@/components/ui/record-card/record-card.css';
import { formatVenueDate, formatVenueTime } from '@/lib/venue-time';

import { useMailOutbox } from '../api/get-mail-outbox';
import { useMachineReports } from '../api/get-machine-reports';
import { mailOutboxId, reportAnchor } from '../machine-report-labels';
import './mail-outbox.css';

function RelatedReport({ report, reportId }: { report?: MachineReport; reportId: string }) {
  if (!report) return <>Not among the reports shown (deleted, or older)</>;
  return (
    <ScrollLink targetId={reportAnchor(reportId)}>
      {report.gameName}, reported {formatVenueDate(report.reportedAt)}
    </ScrollLink>
  );
}

function MailCard({ mail, report }: { mail: OutboxMail; report?: MachineReport }) {
  return (
    <RecordCard level={3} className="outbox-card" title={mail.subject} subtitle={<>To {mail.to}</>}>
      <Facts>
        <Fact label="Written">
          <time dateTime={mail.writtenAt.toISOString()}>
            {formatVenueDate(mail.writtenAt)} at {formatVenueTime(mail.writtenAt)}
          </time>
        </Fact>
        <Fact label="Report">
          <RelatedReport report={report} reportId={mail.reportId} />
        </Fact>
        <Fact label="File">
          <code className="code-chip">{mail.file}</code>
        </Fact>
      </Facts>
      <details className="outbox-card__message">
        <summary>Message</summary>
        <p className="record-card__text">{mail.text}</p>
      </details>
    </RecordCard>
  );
}

/** The page header's link down to the outbox, below the reports. */
export function MailOutboxLink() {
  return (
    <ScrollLink targetId={mailOutboxId} className="btn btn--ghost btn--sm">
      <Mail aria-hidden="true" />
      Mail Outbox
    </ScrollLink>
  );
}

const messageCount = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

/**
 * Staff: the messages telling reporters their machine is fixed that were written to the outbox
 * folder (no mail server set), newest first a page at a time, each with the report it answers.
 * The addresses are reporters': this is a staff page only. Kept current while the page is open,
 * and watched closely after `changeExpectedAt` (a report marked fixed on the page).
 */
export function MailOutbox({ changeExpectedAt = null }: { changeExpectedAt?: number | null }) {
  const outbox = useMailOutbox(changeExpectedAt);
  // The reports the page lists already: the ones a message can lead to.
  const reports = useMachineReports();
  const shownReports = new Map(reports.data?.items.map((report) => [report.id, report]));
  return (
    <section
      className="mail-outbox"
      id={mailOutboxId}
      tabIndex={-1}
      aria-labelledby={`${mailOutboxId}-title`}
    >
      <h2 id={`${mailOutboxId}-title`} className="mail-outbox__title">
        Mail Outbox
      </h2>
      <p className="mail-outbox__intro">
        When a report that left an e-mail is marked fixed, the reporter is told once. Without a mail
        server (SMTP_URL), each message is written as an .eml file to the data folder&apos;s{' '}
        <code className="code-chip">outbox-mail/</code>, listed here, to send from a mail program.
      </p>
      <PagedList
        query={outbox}
        loading="Loading the outbox..."
        error="Failed to load the mail outbox"
        empty="No messages in the outbox."
        showMore="Show older messages"
        countOf={messageCount}
      >
        {(list) => (
          <RecordList items={list.items} keyOf={(mail) => mail.id}>
            {(mail) => <MailCard mail={mail} report={shownReports.get(mail.reportId)} />}
          </RecordList>
        )}
      </PagedList>
    </section>
  );
}
