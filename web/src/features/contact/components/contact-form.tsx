import {
  contactLimits,
  contactMessageInputSchema,
  contactSubjects,
  type ContactSubject,
} from '@venue/contracts/contact';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { optionsOf } from '@/lib/select-options';
import { useSaveForm } from '@/lib/use-save-form';

import { sendContactMessageMutation } from '../api/send-contact-message';
import { subjectLabels } from '../contact-subjects';

const subjectOptions = optionsOf(contactSubjects, (subject) => subjectLabels[subject]);
const emptyMessage = { name: '', email: '', subject: 'general', message: '' };

/** What the form starts with when a page sends the visitor here about something. */
export type ContactEnquiry = { subject: ContactSubject; message: string };

function MessageForm({
  enquiry,
  onSent,
}: {
  enquiry: ContactEnquiry | undefined;
  onSent: () => void;
}) {
  const form = useSaveForm({
    initialValues: { ...emptyMessage, ...enquiry },
    create: {
      schema: contactMessageInputSchema,
      mutation: sendContactMessageMutation,
      successToast: {
        title: 'Message sent!',
        description: "Thank you for your message. We'll get back to you soon!",
        variant: 'success',
      },
      failure: 'Failed to send message. Please try again.',
    },
    errorToast: { title: 'Error' },
    onSaved: onSent,
  });
  return (
    <form className="form-grid form-grid--two" {...form.formProps}>
      <TextField
        label="Name"
        required
        autoComplete="name"
        maxLength={contactLimits.nameMax}
        {...form.field('name')}
      />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        maxLength={contactLimits.emailMax}
        {...form.field('email')}
      />
      <SelectField
        className="form-grid__wide"
        label="Subject"
        required
        options={subjectOptions}
        {...form.field('subject')}
      />
      <TextAreaField
        className="form-grid__wide"
        label="Message"
        required
        rows={5}
        maxLength={contactLimits.messageMax}
        hint={`At least ${contactLimits.messageMin} characters.`}
        {...form.field('message')}
      />
      <FormError className="form-grid__wide" message={form.formError} />
      <button type="submit" className="btn btn--primary form-panel__submit" disabled={form.pending}>
        <Send aria-hidden="true" />
        {form.pending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

/**
 * 'Send us a Message': errors under each field, 'Sending...' while it goes, reset once sent.
 * An enquiry fills the subject and message of the first form; after sending it starts empty.
 */
export function ContactForm({ enquiry }: { enquiry?: ContactEnquiry }) {
  // A new key after each message: the form starts again empty.
  const [sent, setSent] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The button that sent it is replaced with the fresh form: focus starts again at the top.
  useEffect(() => {
    if (sent > 0) titleRef.current?.focus();
  }, [sent]);
  return (
    <section className="form-panel" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" ref={titleRef} tabIndex={-1} className="form-panel__title">
        Send us a Message
      </h2>
      <p className="form-panel__lead">
        Events, parties, tournaments or anything else: we read every message.
      </p>
      <MessageForm
        key={sent}
        enquiry={sent === 0 ? enquiry : undefined}
        onSent={() => setSent((count) => count + 1)}
      />
    </section>
  );
}
