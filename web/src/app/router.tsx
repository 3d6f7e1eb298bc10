import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';

import { MainLayout } from '@/components/layouts/main-layout';
import { StaffLayout } from '@/components/layouts/staff-layout';
import { PageTitle } from '@/components/seo/page-title';
import { sitePages, staffPages, type Page } from '@/config/pages';
import { paths } from '@/config/paths';
import { AuthenticationRequired } from '@/features/staff-session/components/authentication-required';
import { RequireStaffSession } from '@/features/staff-session/components/require-staff-session';
import { useStaffSession } from '@/lib/staff-session';

import { NotFoundRoute } from './routes/main/not-found';
import { RouteError } from './routes/main/route-error';

type RouteModule = { default: ComponentType };

// The main public pages come with the app; every other page loads when it is first opened, so
// the public pages never download the staff tools, nor the forms most visits never need.
const bundled = import.meta.glob<RouteModule>('./routes/main/*.tsx', { eager: true });
const onDemand = import.meta.glob<RouteModule>(['./routes/**/*.tsx', '!./routes/main/**']);

const titled = (title: string | undefined, Content: ComponentType) =>
  function TitledPage() {
    return (
      <>
        <PageTitle title={title} />
        <Content />
      </>
    );
  };

/** A page's route: its path and its module, which renders under the page's title. */
function pageRoute({ path, title, route }: Page): RouteObject {
  const file = `./routes/${route}.tsx`;
  const module = bundled[file];
  if (module) return { path, Component: titled(title, module.default) };
  const load = onDemand[file];
  if (!load) throw new Error(`No route module ${file} for the page at ${path}`);
  return { path, lazy: async () => ({ Component: titled(title, (await load()).default) }) };
}

const site = Object.values<Page>(sitePages);
const staff = Object.values<Page>(staffPages);
const withSession = staff.filter((page) => page.access !== 'public' && !page.signedOut);
const explained = staff.filter((page) => page.access !== 'public' && page.signedOut);

function StaffFrame() {
  return <StaffLayout signedIn={useStaffSession().status === 'active'} />;
}

const router = createBrowserRouter([
  {
    element: <MainLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...site.filter((page) => !page.bare).map(pageRoute),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
  // Pages alone, outside the site's frame (the venue's TVs).
  ...site
    .filter((page) => page.bare)
    .map((page) => ({ ...pageRoute(page), errorElement: <RouteError /> })),
  {
    element: <StaffFrame />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: paths.staff.root.path,
            element: <Navigate to={paths.staff.portal.getHref()} replace />,
          },
          ...staff.filter((page) => page.access === 'public').map(pageRoute),
          // Nothing renders without a current session.
          { element: <RequireStaffSession />, children: withSession.map(pageRoute) },
          {
            element: <RequireStaffSession signedOut={<AuthenticationRequired />} />,
            children: explained.map(pageRoute),
          },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
