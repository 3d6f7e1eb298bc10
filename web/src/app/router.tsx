import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';

import { MainLayout } from '@/components/layouts/main-layout';
import { StaffLayout } from '@/components/layouts/staff-layout';
import { paths } from '@/config/paths';
import { AuthenticationRequired } from '@/features/staff-session/components/authentication-required';
import { RequireStaffSession } from '@/features/staff-session/components/require-staff-session';
import { useStaffSession } from '@/lib/staff-session';

import { EventsRoute } from './routes/events';
import { GalleryRoute } from './routes/gallery';
import { GamesRoute } from './routes/games';
import { HomeRoute } from './routes/home';
import { LeaderboardRoute } from './routes/leaderboard';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

// The public forms load on demand: most visits never need them or the schemas they check with.
const reportIssue = async () => ({
  Component: (await import('./routes/report-issue')).ReportIssueRoute,
});
const contact = async () => ({
  Component: (await import('./routes/contact')).ContactRoute,
});
// Pages away from the main path load on demand too; the AI events page is reached by its
// address only (the spec keeps it out of the navigation).
const privateParties = async () => ({
  Component: (await import('./routes/private-parties')).PrivatePartiesRoute,
});
const aiEvents = async () => ({
  Component: (await import('./routes/ai-events')).AiEventsRoute,
});

// Staff pages load on demand, so the public pages never download the staff tools.
const staffLogin = async () => ({
  Component: (await import('./routes/staff/login')).StaffLoginRoute,
});
const staffPortal = async () => ({
  Component: (await import('./routes/staff/portal')).StaffPortalRoute,
});
const staffGames = async () => ({
  Component: (await import('./routes/staff/games')).StaffGamesRoute,
});
const staffUsers = async () => ({
  Component: (await import('./routes/staff/users')).StaffUsersRoute,
});
const staffGamesCleaned = async () => ({
  Component: (await import('./routes/staff/games-cleaned')).StaffGamesCleanedRoute,
});
const staffMaintenance = async () => ({
  Component: (await import('./routes/staff/maintenance')).StaffMaintenanceRoute,
});
const staffPrizes = async () => ({
  Component: (await import('./routes/staff/prizes')).StaffPrizesRoute,
});
const staffContactInbox = async () => ({
  Component: (await import('./routes/staff/contact-inbox')).StaffContactInboxRoute,
});
const staffMachineReports = async () => ({
  Component: (await import('./routes/staff/machine-reports')).StaffMachineReportsRoute,
});
const staffEvents = async () => ({
  Component: (await import('./routes/staff/events')).StaffEventsRoute,
});
const staffLeaderboard = async () => ({
  Component: (await import('./routes/staff/leaderboard')).StaffLeaderboardRoute,
});
// The kiosk board loads on its own: few visits need it.
const kiosk = async () => ({
  Component: (await import('./routes/kiosk')).KioskRoute,
});
const kioskFullscreen = async () => ({
  Component: (await import('./routes/kiosk-fullscreen')).KioskFullscreenRoute,
});
const staffGalleryUpload = async () => ({
  Component: (await import('./routes/staff/gallery-upload')).StaffGalleryUploadRoute,
});
const staffSchedule = async () => ({
  Component: (await import('./routes/staff/schedule')).StaffScheduleRoute,
});

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
          { index: true, element: <HomeRoute /> },
          { path: paths.games.path, element: <GamesRoute /> },
          { path: paths.reportIssue.path, lazy: reportIssue },
          { path: paths.contact.path, lazy: contact },
          { path: paths.privateParties.path, lazy: privateParties },
          { path: paths.aiEvents.path, lazy: aiEvents },
          { path: paths.events.path, element: <EventsRoute /> },
          { path: paths.leaderboard.path, element: <LeaderboardRoute /> },
          { path: paths.kiosk.path, lazy: kiosk },
          { path: paths.gallery.path, element: <GalleryRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
  // The venue's TVs: the board alone, outside the site's frame.
  { path: paths.kioskFullscreen.path, lazy: kioskFullscreen, errorElement: <RouteError /> },
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
          { path: paths.staff.login.path, lazy: staffLogin },
          {
            // Every other staff page: nothing renders without a current session.
            element: <RequireStaffSession />,
            children: [
              { path: paths.staff.portal.path, lazy: staffPortal },
              { path: paths.staff.games.path, lazy: staffGames },
              { path: paths.staff.users.path, lazy: staffUsers },
              { path: paths.staff.machineReports.path, lazy: staffMachineReports },
              { path: paths.staff.gamesCleaned.path, lazy: staffGamesCleaned },
              { path: paths.staff.maintenance.path, lazy: staffMaintenance },
              { path: paths.staff.prizes.path, lazy: staffPrizes },
              { path: paths.staff.contactInbox.path, lazy: staffContactInbox },
              { path: paths.staff.events.path, lazy: staffEvents },
              { path: paths.staff.leaderboard.path, lazy: staffLeaderboard },
              { path: paths.staff.galleryUpload.path, lazy: staffGalleryUpload },
            ],
          },
          {
            // The spec's schedule page relies on the server's 401: it explains and offers login.
            element: <RequireStaffSession signedOut={<AuthenticationRequired />} />,
            children: [{ path: paths.staff.schedule.path, lazy: staffSchedule }],
          },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
