import { ClipboardList, Mail, PartyPopper } from 'lucide-react';

const steps = [
  {
    title: 'Contact Us',
    text: 'Send the contact form or call with your date, your group size and the package you like.',
    icon: Mail,
  },
  {
    title: 'Plan Together',
    text: 'We confirm the details with you: timing, machines, tables and anything special.',
    icon: ClipboardList,
  },
  {
    title: 'Celebrate',
    text: 'Arrive, play and celebrate. Our party host takes care of the rest.',
    icon: PartyPopper,
  },
];

/** The spec's three booking steps. */
export function HowToBook() {
  return (
    <section className="party-section" aria-labelledby="how-to-book-title">
      <h2 id="how-to-book-title" className="party-section__title">
        How to Book
      </h2>
      <ol className="booking-steps">
        {steps.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className="booking-step">
            <span className="booking-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="booking-step__title">
              <Icon aria-hidden="true" />
              {title}
            </h3>
            <p className="booking-step__text">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
