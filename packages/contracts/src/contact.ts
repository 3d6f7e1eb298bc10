import { z } from 'zod';
import { blankIfMissing, noEarlierProblem } from './operations-fields';
import { requiredText } from './text';

export const contactSubjects = ['general', 'events', 'parties', 'tournaments', 'feedback'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The form's bounds: a name of 1-100 characters, an address of at most 254, a message of 10-5000. */
export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

const tooShort = `Message must be at least ${contactLimits.messageMin} characters`;

/** What a visitor sends from /contact. */
export const contactMessageInputSchema = z.object({
  name: z.preprocess(
    blankIfMissing,
    requiredText('Name', { max: contactLimits.nameMax }, 'Please enter your name'),
  ),
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : blankIfMissing(value)),
    z
      .string({ error: 'Please enter your email address' })
      .min(1, 'Please enter your email address')
      .max(contactLimits.emailMax, `Email must be at most ${contactLimits.emailMax} characters`)
      .pipe(z.email('Please enter a valid email address')),
  ),
  subject: z.enum(contactSubjects, { error: 'Please select a subject' }),
  message: z.preprocess(
    blankIfMissing,
    requiredText(
      'Message',
      { max: contactLimits.messageMax, multiline: true },
      'Please enter a message',
    ).refine((text) => text.length >= contactLimits.messageMin, {
      message: tooShort,
      when: noEarlierProblem,
    }),
  ),
});

export const contactReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.coerce.date(),
});

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.enum(contactSubjects),
  message: z.string(),
  handled: z.boolean(),
  handledAt: z.coerce.date().nullable(),
  receivedAt: z.coerce.date(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageUpdateSchema = z.object({
  handled: z.boolean({ error: 'Handled must be true or false' }),
});
