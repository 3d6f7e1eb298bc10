import type { OutboxMail } from '@venue/contracts/mail';
import type { InboxPageQuery } from '@venue/contracts/operations';
import { presentNewestFirst, type PageOf } from '@venue/service-kit/paging';
import type { MachineReportRecord } from './machine-reports.repository';
import type { MailPort, OutgoingMail } from './mail.port';
import type { MailSettings } from './mail.settings';
import type { MailRepository } from './mail.repository';

/** Lines of at most `width` characters, broken between words (a longer word keeps its line). */
function wrapped(paragraph: string, width = 72): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

/**
 * The message to a reporter whose machine is fixed. It greets nobody by name: the name is what
 * the player typed, and the address may be anyone's, so echoing it would let a stranger send
 * their own words ("Visit phish.example") from the venue. Everything in it is the venue's own:
 * the game's name and page from the catalogue, the venue's name from the settings.
 */
function fixedMessage(
  report: Pick<MachineReportRecord, 'gameName'>,
  message: { id: string; to: string; machinePage: string | null; venueName: string },
): OutgoingMail {
  const { gameName } = report;
  const paragraphs = [
    ['Hello,'],
    wrapped(
      `Thank you for reporting a problem with ${gameName}. Our crew has fixed it, so it is ready to play again.`,
    ),
    ...(message.machinePage
      ? [['Its page on our site, with its status and top scores:', message.machinePage]]
      : []),
    ['See you on the floor,', message.venueName],
  ];
  return {
    id: message.id,
    to: message.to,
    subject: `${gameName} is fixed`,
    text: `${paragraphs.map((lines) => lines.join('\n')).join('\n\n')}\n`,
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
  /** The game's slug in the catalogue, or null when it has none by that name now. */
  slugOf: (gameName: string) => Promise<string | null>;
  settings: MailSettings;
  mail: MailPort;
  repository: MailRepository;
  /** Who the message is signed by: the venue's name. */
  signOff: () => Promise<string>;
}) {
  const { findReport, slugOf, settings, mail, repository, signOff } = deps;

  /**
   * The machine's page, when the site's address is known. The message matters more than its
   * link: a catalogue that cannot answer (it logged why) leaves the link out.
   */
  const machinePageOf = async (gameName: string) => {
    if (!settings.siteOrigin) return null;
    const slug = await slugOf(gameName).catch(() => null);
    return slug ? `${settings.siteOrigin}/games/${slug}` : null;
  };

  return {
    async tell({ reportId, eventId }: { reportId: string; eventId: string }): Promise<void> {
      const id = `${reportId}.${eventId}`;
      if (await repository.wasSent(id)) return;
      const report = await findReport(reportId);
      // Deleted, no address, or reopened before the job ran: nobody to tell it is fixed.
      if (!report?.email || report.resolvedAt === null) return;
      const message = fixedMessage(report, {
        id,
        to: report.email,
        machinePage: await machinePageOf(report.gameName),
        venueName: await signOff(),
      });
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
