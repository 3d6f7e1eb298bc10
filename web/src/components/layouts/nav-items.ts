import { paths } from '@/config/paths';

export type NavItem = {
  label: string;
  href: string;
  /** Active only on exactly this path (Home); the others are active on any path below them. */
  end: boolean;
};

export const navItems: NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), end: true },
  { label: 'Games', href: paths.games.getHref(), end: false },
  { label: 'Events', href: paths.events.getHref(), end: false },
  { label: 'Leaderboard', href: paths.leaderboard.getHref(), end: false },
  { label: 'Private Parties', href: paths.privateParties.getHref(), end: false },
  { label: 'Contact', href: paths.contact.getHref(), end: false },
];
