import { useSearchParams } from 'react-router-dom';

import { ReportIssueForm } from '@/features/machine-reports/components/report-issue-form';

import './report-issue.css';

export default function ReportIssueRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <section className="page-hero" aria-labelledby="report-issue-title">
        <div className="container">
          <p className="eyebrow">Something not working?</p>
          <h1 id="report-issue-title" className="page-hero__title">
            Report an Issue
          </h1>
          <p className="page-hero__lead">
            Machine eating coins, frozen screen or a flipper that will not flip? Tell us and our
            staff will get it fixed.
          </p>
        </div>
      </section>
      <div className="container report-issue-page__body">
        <ReportIssueForm initialGame={search.get('game') ?? ''} />
      </div>
    </>
  );
}
