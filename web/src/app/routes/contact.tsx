import { PageTitle } from '@/components/seo/page-title';
import { ContactForm } from '@/features/contact/components/contact-form';

import './contact.css';

export function ContactRoute() {
  return (
    <>
      <PageTitle title="Contact" />
      <section className="page-hero" aria-labelledby="contact-page-title">
        <div className="container">
          <h1 id="contact-page-title" className="page-hero__title">
            GET IN TOUCH
          </h1>
          <p className="page-hero__lead">
            Visit us at The Forks or get in touch for events, parties, and more information
          </p>
        </div>
      </section>
      <div className="container contact-page__body">
        <div className="contact-page__layout">
          <ContactForm />
        </div>
      </div>
    </>
  );
}
