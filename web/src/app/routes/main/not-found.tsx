import { House, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';

import './not-found.css';

export function NotFoundRoute() {
  return (
    <>
      <PageHead title="Page not found" noindex />
      <section className="not-found container" aria-labelledby="not-found-title">
        <TriangleAlert className="glow-icon not-found__icon" aria-hidden="true" />
        <h1 id="not-found-title" className="not-found__title">
          404 Page Not Found
        </h1>
        <p className="not-found__text">Did you forget to add the page to the router?</p>
        <Link className="btn btn--primary" to={paths.home.getHref()}>
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </section>
    </>
  );
}
