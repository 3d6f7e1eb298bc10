import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';

import { GamesRoute } from './routes/games';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

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
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
