import type { OutboxMail } from '@venue/contracts/mail';
import type { InboxPageQuery } from '@venue/contracts/operations';
import { presentNewestFirst, type PageOf } from '@venue/service-kit/paging';
import type { MachineReportRecord } from './machine-reports.repository';
import type { MailPort, OutgoingMail } from './mail.port';
import type { MailRepository } from './mail.repository';

export function fixedMessage(
  report: MachineReportRecord,
  id: string,
  to: string,
  signOff: string,
): OutgoingMail {
  const greeting = report.playerName ? `Hello ${report.playerName},` : 'Hello,';
  return {
    id,
    to,
    subject: `${report.gameName} is fixed`,
    text: [
      greeting,
      '',
      `Thank you for reporting a problem with ${report.gameName}. Our crew has fixed it, so it is ready to play again.`,
      '',
      'See you on the floor,',
      signOff,
      '',
    ].join('\n'),
  };
}

/**
 * Tells a reporter who left an e-mail that their machine is fixed: once per report and "fixed"
 * event, however often the job runs (a redelivered event, a retry after the message went out
 * but before it was recorded is the one case that may send it again). The address is read from
 * the report here, in the owner's store; no event carries it.
 */
export function reporterMail(deps: {
  findReport: (id: string) => Promise<MachineReportRecord | null>;
  mail: MailPort;
  repository: MailRepository;
  /** Who the message is signed by: the venue's name. */
  signOff: () => Promise<string>;
}) {
  const { findReport, mail, repository, signOff } = deps;
  return {
    async tell({ reportId, eventId }: { reportId: string; eventId: string }): Promise<void> {
      const id = `${reportId}.${eventId}`;
      if (await repository.wasSent(id)) return;
      const report = await findReport(reportId);
      // Deleted, no address, or reopened before the job ran: nobody to tell it is fixed.
      if (!report?.email || report.resolvedAt === null) return;
      const message = fixedMessage(report, id, report.email, await signOff());
      const delivery = await mail.send(message);
      await repository.sent({
        messageKey: id,
        reportId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        via: delivery.via,
        file: delivery.via === 'file' ? delivery.file : null,
        sentAt: new Date(),
      });
    },

    async outbox(query: InboxPageQuery): Promise<PageOf<OutboxMail>> {
      return presentNewestFirst(await repository.inOutbox(query), (record) => ({
        id: record.id,
        reportId: record.reportId,
        to: record.to,
        subject: record.subject,
        text: record.text,
        file: record.file ?? '',
        writtenAt: record.sentAt,
      }));
    },

    close: () => mail.close(),
  };
}

export type ReporterMail = ReturnType<typeof reporterMail>;
