import type { GameCategory } from '@venue/contracts/games';

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  games: {
    path: '/games',
    getHref: (category?: GameCategory) =>
      category ? `/games?category=${encodeURIComponent(category)}` : '/games',
  },
  events: {
    path: '/events',
    getHref: () => '/events',
  },
  leaderboard: {
    path: '/leaderboard',
    getHref: () => '/leaderboard',
  },
  kiosk: {
    path: '/kiosk',
    getHref: () => '/kiosk',
  },
  /** The kiosk board alone, for the venue's TVs to open by address. */
  kioskFullscreen: {
    path: '/kiosk/fullscreen',
    getHref: () => '/kiosk/fullscreen',
  },
  privateParties: {
    path: '/private-parties',
    getHref: () => '/private-parties',
  },
  contact: {
    path: '/contact',
    /** With a party package's id, the form starts as an enquiry about that package. */
    getHref: (partyPackage?: string) =>
      partyPackage ? `/contact?package=${encodeURIComponent(partyPackage)}` : '/contact',
  },
  reportIssue: {
    path: '/report-issue',
    /** With a game name (e.g. a QR code on the machine), the form starts with it chosen. */
    getHref: (game?: string) =>
      game ? `/report-issue?game=${encodeURIComponent(game)}` : '/report-issue',
  },
  gallery: {
    path: '/gallery',
    getHref: () => '/gallery',
  },
  aiEvents: {
    path: '/ai-events',
    getHref: () => '/ai-events',
  },
  staff: {
    root: {
      path: '/staff',
      getHref: () => '/staff',
    },
    login: {
      path: '/staff/login',
      getHref: () => '/staff/login',
    },
    portal: {
      path: '/staff/portal',
      getHref: () => '/staff/portal',
    },
    games: {
      path: '/staff/games',
      getHref: (category?: GameCategory) =>
        category ? `/staff/games?category=${encodeURIComponent(category)}` : '/staff/games',
    },
    users: {
      path: '/staff/users',
      getHref: () => '/staff/users',
    },
    contactInbox: {
      path: '/staff/contact-inbox',
      getHref: () => '/staff/contact-inbox',
    },
    galleryUpload: {
      path: '/staff/galleryupload',
      getHref: () => '/staff/galleryupload',
    },
    schedule: {
      path: '/staff/schedule',
      getHref: () => '/staff/schedule',
    },
    events: {
      path: '/staff/events',
      getHref: () => '/staff/events',
    },
    leaderboard: {
      path: '/staff/leaderboard',
      getHref: () => '/staff/leaderboard',
    },
    maintenance: {
      path: '/staff/maintenance',
      getHref: () => '/staff/maintenance',
    },
    prizes: {
      path: '/staff/prizes',
      getHref: () => '/staff/prizes',
    },
    machineReports: {
      path: '/staff/machine-reports',
      getHref: () => '/staff/machine-reports',
    },
    gamesCleaned: {
      path: '/staff/gamescleaned',
      getHref: () => '/staff/gamescleaned',
    },
  },
} as const;

/** Ids of the sections on the home page that the hero buttons scroll to. */
export const homeSections = {
  games: 'games',
  events: 'events',
} as const;
