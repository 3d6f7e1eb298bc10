import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';

import { MainLayout } from '@/components/layouts/main-layout';
import { StaffLayout } from '@/components/layouts/staff-layout';
import { paths } from '@/config/paths';
import { RequireStaffSession } from '@/features/staff-session/components/require-staff-session';

import { GamesRoute } from './routes/games';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { StaffGamesRoute } from './routes/staff/games';
import { StaffLoginRoute } from './routes/staff/login';
import { StaffPortalRoute } from './routes/staff/portal';
import { StaffUsersRoute } from './routes/staff/users';

const router = createBrowserRouter([
  {
    element: <MainLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: paths.games.path, element: <GamesRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
  {
    element: <StaffLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: paths.staff.root.path,
            element: <Navigate to={paths.staff.portal.getHref()} replace />,
          },
          { path: paths.staff.login.path, element: <StaffLoginRoute /> },
          {
            // Every other staff page: nothing renders without a current session.
            element: <RequireStaffSession />,
            children: [
              { path: paths.staff.portal.path, element: <StaffPortalRoute /> },
              { path: paths.staff.games.path, element: <StaffGamesRoute /> },
              { path: paths.staff.users.path, element: <StaffUsersRoute /> },
            ],
          },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
