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
  privateParties: {
    path: '/private-parties',
    getHref: () => '/private-parties',
  },
  contact: {
    path: '/contact',
    getHref: () => '/contact',
  },
} as const;

/** Ids of the sections on the home page that the hero buttons scroll to. */
export const homeSections = {
  games: 'games',
  events: 'events',
} as const;
