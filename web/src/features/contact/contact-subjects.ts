import type { ContactSubject } from '@venue/contracts/contact';

/** The spec's subject names. */
export const subjectLabels: Record<ContactSubject, string> = {
  general: 'General Inquiry',
  events: 'Event Information',
  parties: 'Private Parties',
  tournaments: 'Tournament Info',
  feedback: 'Feedback',
};
