import { useSearchParams } from 'react-router-dom';

import { PageHero } from '@/components/layouts/page-hero';
import { paths } from '@/config/paths';
import { ReportIssueForm } from '@/features/machine-reports/components/report-issue-form';
import { getGameNamesQueryOptions } from '@/lib/get-game-names';

import type { PageOutcome, PagePrefetch } from '../page-modules';

import './report-issue.css';

export const prefetch: PagePrefetch = (client) => [
  client.prefetchQuery(getGameNamesQueryOptions()),
];

/** The game a link starts the form with is one the catalogue has (or had: it is the page without it). */
export const outcome: PageOutcome = (client, _params, search) => {
  const game = search.get('game');
  const names = client.getQueryData(getGameNamesQueryOptions().queryKey);
  // Names that could not be read say nothing: the page is shown, and not kept.
  return game === null || names === undefined || names.includes(game)
    ? { kind: 'found' }
    : { kind: 'redirect', to: paths.reportIssue.getHref() };
};

export default function ReportIssueRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <PageHero
        titleId="report-issue-title"
        eyebrow="Something not working?"
        title="Report an Issue"
        lead="Machine eating coins, frozen screen or a flipper that will not flip? Tell us and our staff will get it fixed."
      />
      <div className="container report-issue-page__body">
        <ReportIssueForm initialGame={search.get('game') ?? ''} />
      </div>
    </>
  );
}
