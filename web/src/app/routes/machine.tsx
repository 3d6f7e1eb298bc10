import type { QueryClient } from '@tanstack/react-query';
import type { GameBySlug } from '@venue/contracts/catalogue';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';

import { PageHero } from '@/components/layouts/page-hero';
import { QueryState } from '@/components/ui/query-state/query-state';
import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import {
  getGameBySlugQueryOptions,
  useGameBySlug,
} from '@/features/catalogue/api/get-game-by-slug';
import { getGamesQueryOptions } from '@/features/catalogue/api/get-games';
import { MachineHero } from '@/features/catalogue/components/machine-hero';
import { MachineJsonLd } from '@/features/catalogue/components/machine-json-ld';
import { machineDescription } from '@/features/catalogue/machine-description';
import { getGamePhotoQueryOptions, useGamePhoto } from '@/features/gallery/api/get-gallery-images';
import { MachinePhoto } from '@/features/gallery/components/machine-photo';
import { getAllTimeBoardQueryOptions } from '@/features/leaderboard/api/get-all-time-board';
import { getLeaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { GameScores } from '@/features/leaderboard/components/game-scores';
import { SubmitScore } from '@/features/leaderboard/components/submit-score';
import { getOpenReportsQueryOptions } from '@/features/machine-reports/api/get-open-reports';
import { ReportProblem } from '@/features/machine-reports/components/report-problem';
import { getMachineStatusQueryOptions } from '@/features/machines/api/get-machine-status';
import { MachineStatusPanel } from '@/features/machines/components/machine-status-panel';
import { failedStatusOf } from '@/lib/api-client';
import { useStaffSession } from '@/lib/staff-session';

import type { PageOutcome, PagePrefetch, SitemapEntry } from '../page-modules';
import { RouteErrorBoundary } from '../route-error-boundary';
import { NotFoundRoute } from './main/not-found';
import './machine.css';

const MachineStaffPanel = lazy(() => import('../machine-staff-panel'));

/**
 * Staff's actions, for a staff session only: the page's HTML (the server's, and the browser's
 * first render, when the session reads as signed out) never has them, and a visitor never
 * downloads their chunk.
 */
function StaffActions({ game, onChanged }: { game: GameBySlug; onChanged: () => void }) {
  const session = useStaffSession();
  if (session.status !== 'active') return null;
  return (
    <RouteErrorBoundary
      fallback={
        <p className="machine-page__staff-failed" role="alert">
          The staff actions could not be loaded. Reload the page to try again.
        </p>
      }
    >
      <Suspense fallback={null}>
        <MachineStaffPanel game={game} username={session.session.username} onChanged={onChanged} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** No game has the address: an unknown slug (404), or no slug at all (400). */
const isMissing = (error: unknown) => {
  const status = failedStatusOf(error);
  return status === 404 || status === 400;
};

/** The game the server found for the address, if it found one. */
const gameAt = (client: QueryClient, slug: string) =>
  client.getQueryData(getGameBySlugQueryOptions(slug).queryKey);

export const prefetch: PagePrefetch = (client, _search, { slug = '' }) => [
  client.prefetchQuery(getGameBySlugQueryOptions(slug)).then(async () => {
    const game = gameAt(client, slug);
    // A game at another address is not rendered here: the visitor is sent there.
    if (!game || game.slug !== slug) return;
    await Promise.all([
      client.prefetchQuery(getMachineStatusQueryOptions(game.slug)),
      client.prefetchQuery(getOpenReportsQueryOptions(game.name)),
      client.prefetchQuery(getGamePhotoQueryOptions(game.id)),
    ]);
  }),
  client.prefetchQuery(getLeaderboardQueryOptions()),
  client.prefetchQuery(getAllTimeBoardQueryOptions()),
];

/** An unknown slug is the 404 page; an old one (a renamed game) moves to the current one. */
export const outcome: PageOutcome = (client, { slug = '' }) => {
  const { queryKey } = getGameBySlugQueryOptions(slug);
  const state = client.getQueryState(queryKey);
  if (state?.status === 'error' && isMissing(state.error)) return { kind: 'missing' };
  const game = gameAt(client, slug);
  if (game && game.slug !== slug) return { kind: 'moved', to: paths.machine.getHref(game.slug) };
  return { kind: 'found' };
};

/** Every machine's page, in the catalogue's order, dated by its game's last change. */
export const sitemap = async (client: QueryClient): Promise<SitemapEntry[]> => {
  const grouped = await client.fetchQuery(getGamesQueryOptions());
  return Object.values(grouped)
    .flat()
    .map((game) => ({
      path: paths.machine.getHref(game.slug),
      lastModified: game.updatedAt ?? null,
    }));
};

/**
 * The page of one machine, found: its head, its status, its photo when a gallery image is tagged
 * with it, the ways to report or send a score.
 */
function MachinePage({ game }: { game: GameBySlug }) {
  // When the visitor last reported it (or staff changed it): its status and open reports are
  // watched for the change.
  const [reportedAt, setReportedAt] = useState<number | null>(null);
  const photo = useGamePhoto(game.id).data;
  return (
    <>
      <PageHead
        title={game.name}
        description={machineDescription(game)}
        canonicalPath={paths.machine.getHref(game.slug)}
        image={
          photo
            ? {
                path: photo.filename,
                width: photo.width,
                height: photo.height,
                alt: photo.originalName,
              }
            : undefined
        }
      />
      <MachineJsonLd game={game} photoPath={photo?.filename} />
      <MachineHero game={game} photo={photo ? <MachinePhoto image={photo} /> : null}>
        <MachineStatusPanel slug={game.slug} changeExpectedAt={reportedAt} />
      </MachineHero>
      <div className="container machine-page__body">
        <StaffActions game={game} onChanged={() => setReportedAt(Date.now())} />
        <div className="machine-page__actions cols-md-2">
          <ReportProblem
            gameName={game.name}
            changeExpectedAt={reportedAt}
            onReported={() => setReportedAt(Date.now())}
          />
          <SubmitScore gameName={game.name} />
        </div>
        <GameScores gameName={game.name} />
      </div>
    </>
  );
}

/**
 * `/games/{slug}`, the address on the machine's QR code. An old slug moves to the current one
 * (the server answers it with a 301; a link inside the app is replaced), an unknown one is the
 * 404 page.
 */
export default function MachineRoute() {
  const { slug = '' } = useParams();
  const game = useGameBySlug(slug);
  if (game.isError && isMissing(game.error)) return <NotFoundRoute />;
  if (game.data && game.data.slug !== slug) {
    return <Navigate to={paths.machine.getHref(game.data.slug)} replace />;
  }
  if (game.data) return <MachinePage key={game.data.slug} game={game.data} />;
  return (
    <>
      <PageHead title="Game" noindex />
      <PageHero titleId="machine-title" title="Game" />
      <div className="container machine-page__body">
        <QueryState
          query={game}
          look="panel"
          loading="Loading the machine..."
          error="We couldn't load this machine right now."
        >
          {() => null}
        </QueryState>
      </div>
    </>
  );
}
