import type { GameCategory } from '@venue/contracts/catalogue';
import {
  CalendarClock,
  CalendarDays,
  ClipboardList,
  Gamepad2,
  Gift,
  Images,
  Mail,
  Sparkles,
  Trophy,
  UsersRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The staff portal's card for a tool page. */
export type ToolCard = {
  /** The card's title when it is not the page's. */
  title?: string;
  description: string;
  icon: LucideIcon;
  accent: 'purple' | 'cyan' | 'lime' | 'pink' | 'amber';
};

export type Page = {
  path: string;
  /** The document's title (`{title} | {venue}`); without one, the venue's own. */
  title?: string;
  /**
   * The route module under `app/routes/`, without `.tsx`; its default export is the page. The
   * modules in `main/` come with the app; every other one loads when its page is first opened.
   */
  route: string;
  /**
   * `public`: anyone. `staff`: only with a current staff session (without one the visitor goes
   * to sign in, or, with `signedOut: 'explain'`, is told why and offered the way). `admin`: a
   * staff page whose tool only admins are shown (the page checks the role with the server).
   */
  access: 'public' | 'staff' | 'admin';
  signedOut?: 'explain';
  /** Shown alone, outside the site's header and footer. */
  bare?: true;
  /** The link to the page with its options; without one, the path itself. */
  href?: (...options: never[]) => string;
  /** A staff tool: its card on the portal, in this list's order. */
  tool?: ToolCard;
};

/**
 * Every page of the public site, in the site's header, footer and toast area. Adding a page is
 * an entry here and its route module; `paths` and the router are made from this list.
 */
export const sitePages = {
  home: { path: '/', route: 'main/home', access: 'public' },
  games: {
    path: '/games',
    title: 'Games',
    route: 'main/games',
    access: 'public',
    href: (category?: GameCategory) =>
      category ? `/games?category=${encodeURIComponent(category)}` : '/games',
  },
  events: { path: '/events', title: 'Events', route: 'main/events', access: 'public' },
  leaderboard: {
    path: '/leaderboard',
    title: 'Leaderboard',
    route: 'main/leaderboard',
    access: 'public',
  },
  kiosk: { path: '/kiosk', title: 'Leaderboard Kiosk', route: 'kiosk', access: 'public' },
  /** The kiosk board alone, for the venue's TVs to open by address. */
  kioskFullscreen: {
    path: '/kiosk/fullscreen',
    title: 'Leaderboard Kiosk',
    route: 'kiosk-fullscreen',
    access: 'public',
    bare: true,
  },
  privateParties: {
    path: '/private-parties',
    title: 'Private Parties',
    route: 'private-parties',
    access: 'public',
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    route: 'contact',
    access: 'public',
    /** With a party package's id, the form starts as an enquiry about that package. */
    href: (partyPackage?: string) =>
      partyPackage ? `/contact?package=${encodeURIComponent(partyPackage)}` : '/contact',
  },
  reportIssue: {
    path: '/report-issue',
    title: 'Report an Issue',
    route: 'report-issue',
    access: 'public',
    /** With a game name (e.g. a QR code on the machine), the form starts with it chosen. */
    href: (game?: string) =>
      game ? `/report-issue?game=${encodeURIComponent(game)}` : '/report-issue',
  },
  gallery: { path: '/gallery', title: 'Photo Gallery', route: 'main/gallery', access: 'public' },
  /** Reached by its address only: the spec keeps it out of the navigation. */
  aiEvents: { path: '/ai-events', title: 'Event Management', route: 'ai-events', access: 'public' },
} as const satisfies Record<string, Page>;

/** Every staff page, in the staff frame; the tools in the order the portal shows them. */
export const staffPages = {
  login: { path: '/staff/login', title: 'Staff Login', route: 'staff/login', access: 'public' },
  portal: { path: '/staff/portal', title: 'Staff Portal', route: 'staff/portal', access: 'staff' },
  maintenance: {
    path: '/staff/maintenance',
    title: 'Game Maintenance',
    route: 'staff/maintenance',
    access: 'staff',
    tool: {
      description: 'Log repairs, parts and service for each machine.',
      icon: Wrench,
      accent: 'amber',
    },
  },
  prizes: {
    path: '/staff/prizes',
    title: 'Prize Management',
    route: 'staff/prizes',
    access: 'staff',
    tool: {
      description: 'Track prize stock, major wins and restocks.',
      icon: Gift,
      accent: 'pink',
    },
  },
  machineReports: {
    path: '/staff/machine-reports',
    title: 'Machine Reports',
    route: 'staff/machine-reports',
    access: 'staff',
    tool: {
      description: 'Review problems players reported on the floor.',
      icon: ClipboardList,
      accent: 'cyan',
    },
  },
  games: {
    path: '/staff/games',
    title: 'Games Management',
    route: 'staff/games',
    access: 'staff',
    href: (category?: GameCategory) =>
      category ? `/staff/games?category=${encodeURIComponent(category)}` : '/staff/games',
    tool: {
      description: 'Add, edit, import and export the games list.',
      icon: Gamepad2,
      accent: 'purple',
    },
  },
  galleryUpload: {
    path: '/staff/galleryupload',
    title: 'Gallery Upload',
    route: 'staff/gallery-upload',
    access: 'staff',
    tool: {
      description: 'Upload, edit, hide and delete gallery photos.',
      icon: Images,
      accent: 'pink',
    },
  },
  gamesCleaned: {
    path: '/staff/gamescleaned',
    title: 'Cleaning Records',
    route: 'staff/games-cleaned',
    access: 'staff',
    tool: {
      description: 'Mark weekly cleaning and report game issues.',
      icon: Sparkles,
      accent: 'lime',
    },
  },
  events: {
    path: '/staff/events',
    title: 'Events Management',
    route: 'staff/events',
    access: 'staff',
    tool: {
      description: 'Create, edit and fetch tournaments and events.',
      icon: CalendarDays,
      accent: 'cyan',
    },
  },
  schedule: {
    path: '/staff/schedule',
    title: 'Staff Schedule',
    route: 'staff/schedule',
    access: 'staff',
    // The spec's schedule page relies on the server's 401: it explains and offers login.
    signedOut: 'explain',
    tool: {
      title: 'Schedule',
      description: 'Plan monthly shifts and check weekly coverage.',
      icon: CalendarClock,
      accent: 'purple',
    },
  },
  leaderboard: {
    path: '/staff/leaderboard',
    title: 'Leaderboard Scores',
    route: 'staff/leaderboard',
    access: 'staff',
    tool: {
      title: 'Leaderboard',
      description: 'Enter scores, fix mistakes and title the monthly board.',
      icon: Trophy,
      accent: 'amber',
    },
  },
  /** Not among the spec's tools: the contact form's messages need somewhere to be read. */
  contactInbox: {
    path: '/staff/contact-inbox',
    title: 'Contact Inbox',
    route: 'staff/contact-inbox',
    access: 'staff',
    tool: {
      description: 'Read and answer messages from the contact form.',
      icon: Mail,
      accent: 'cyan',
    },
  },
  users: {
    path: '/staff/users',
    title: 'Staff Accounts',
    route: 'staff/users',
    access: 'admin',
    tool: {
      description: 'Add accounts, disable them and reset passwords.',
      icon: UsersRound,
      accent: 'lime',
    },
  },
} as const satisfies Record<string, Page>;
