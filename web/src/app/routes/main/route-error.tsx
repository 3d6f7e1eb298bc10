import { RotateCcw } from 'lucide-react';
import { useRouteError } from 'react-router-dom';

import { PageTitle } from '@/components/seo/page-title';

import './not-found.css';

/** Shown inside the layout when a page crashes while rendering. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <>
      <PageTitle title="Something went wrong" />
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
