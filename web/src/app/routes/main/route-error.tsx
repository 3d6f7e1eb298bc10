import { RotateCcw } from 'lucide-react';

import { PageHead } from '@/components/seo/page-head';

import './not-found.css';

/** Shown inside the layout when a page crashes while rendering. */
export function RouteError() {
  return (
    <>
      <PageHead title="Something went wrong" noindex />
      <section className="not-found container" role="alert">
        <h1 className="not-found__title">Something went wrong</h1>
        <p className="not-found__text">This page hit a glitch. Reloading usually fixes it.</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" />
          Reload
        </button>
      </section>
    </>
  );
}
