import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';

import { useFocusPageHeading } from '@/components/layouts/use-focus-page-heading';
import { PageHead, type PageHeadProps } from '@/components/seo/page-head';
import { pageAddress, sitePages, staffPages, type Page } from '@/config/pages';
import { paths } from '@/config/paths';

import { forgetFailedLoad, readRouteModule } from './page-modules';
import { RouteErrorBoundary } from './route-error-boundary';
import { SiteLayout } from './site-layout';
import { NotFoundRoute } from './routes/main/not-found';

/** The page's module, rendered at once when it is in (as it is after the server rendered it). */
function PageContent({ route }: { route: string }) {
  const { default: Content } = readRouteModule(route);
  return <Content />;
}

/** A page's head: indexed (the public site) with its canonical address, else kept out of search. */
export const pageHeadOf = (
  page: Page,
  { indexed, pathname, search }: { indexed: boolean; pathname: string; search: string },
): PageHeadProps => ({
  title: page.title,
  description: page.description,
  canonicalPath: indexed ? pageAddress(page, pathname, search) : undefined,
  noindex: !indexed,
});

/**
 * A page: its head (title, description, and for the public site its canonical address and link
 * previews; staff pages are kept out of search results; a page with `ownHead` writes its own)
 * and its module, which loads when the page is first opened. Moving to a page not loaded yet
 * keeps the current one on screen until it is in (navigations are transitions); once navigated
 * to, focus moves to its heading. A page that crashes, or whose module cannot be loaded, shows
 * RouteError until the visitor moves on; opened again, its module is asked for again.
 */
function PageFrame({ page, indexed }: { page: Page; indexed: boolean }) {
  const { pathname, search } = useLocation();
  useFocusPageHeading();
  return (
    <RouteErrorBoundary page={page.path} onFailureShown={() => forgetFailedLoad(page.route)}>
      {page.ownHead ? null : <PageHead {...pageHeadOf(page, { indexed, pathname, search })} />}
      <Suspense fallback={null}>
        <PageContent route={page.route} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const site = Object.values<Page>(sitePages);
const staff = Object.values<Page>(staffPages);
const withSession = staff.filter((page) => page.access !== 'public' && !page.signedOut);
const explained = staff.filter((page) => page.access !== 'public' && page.signedOut);

const pageRoutes = (pages: Page[], indexed: boolean) =>
  pages.map((page) => (
    <Route key={page.path} path={page.path} element={<PageFrame page={page} indexed={indexed} />} />
  ));

type StaffFrameModule = typeof import('./staff-frame');

/**
 * A part of the staff frame, loaded with the first staff page: nothing shows until it is in, and
 * if it cannot be loaded, RouteError offers to reload.
 */
function staffFramePart(name: keyof StaffFrameModule) {
  const Part = lazy(async (): Promise<{ default: ComponentType }> => {
    const module = await import('./staff-frame');
    return { default: module[name] };
  });
  return function StaffFramePart() {
    return (
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </RouteErrorBoundary>
    );
  };
}

const StaffFrame = staffFramePart('StaffFrame');
const SessionRequired = staffFramePart('SessionRequired');
const SessionExplained = staffFramePart('SessionExplained');

/** Every page, from `config/pages.ts`, in its frame; the same routes render on the server. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {pageRoutes(
          site.filter((page) => !page.bare),
          true,
        )}
        <Route
          path="*"
          element={
            <RouteErrorBoundary>
              <NotFoundRoute />
            </RouteErrorBoundary>
          }
        />
      </Route>
      {/* Pages alone, outside the site's frame (the venue's TVs). */}
      {pageRoutes(
        site.filter((page) => page.bare),
        true,
      )}
      <Route element={<StaffFrame />}>
        <Route
          path={paths.staff.root.path}
          element={<Navigate to={paths.staff.portal.getHref()} replace />}
        />
        {pageRoutes(
          staff.filter((page) => page.access === 'public'),
          false,
        )}
        {/* Nothing renders without a current session. */}
        <Route element={<SessionRequired />}>{pageRoutes(withSession, false)}</Route>
        <Route element={<SessionExplained />}>{pageRoutes(explained, false)}</Route>
      </Route>
    </Routes>
  );
}
