import type { GameCategory } from '@venue/contracts/catalogue';
import type { QrPaper } from '@venue/contracts/machines';
import type { PageAddress } from '@venue/contracts/page-rendering';
// Plain values only: the schemas (zod) load with the first API call, not with every page.
import {
  galleryCategories,
  gameCategories,
  gameNameMaxLength,
  monthKeyPattern,
} from '@venue/contracts/values';
import { generatePath, matchPath } from 'react-router-dom';
import {
  CalendarClock,
  CalendarDays,
  ClipboardList,
  Gamepad2,
  Gift,
  Images,
  LayoutDashboard,
  Mail,
  ScanEye,
  Sparkles,
  Store,
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

/**
 * Whether a value of a query parameter has the shape of one the page shows (a known category, a
 * month written `2026-10`). Whether the thing it names exists (a month with scores, a game in the
 * catalogue) is the route module's `outcome`, from the page's data.
 */
export type SearchRule = (value: string) => boolean;

const oneOf =
  (values: readonly string[]): SearchRule =>
  (value) =>
    values.includes(value);

export type Page = {
  path: string;
  /** The document's title (`{title} | {venue}`); without one, the venue's own. */
  title?: string;
  /** What search engines and link previews say about the page. */
  description?: string;
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
  /**
   * Rendered on the server with its content (the queries its route module's `prefetch` names),
   * kept at the edge and hydrated. `search`: the query parameters the page reads, each with its
   * rule; any other parameter is left out of the address it is rendered and kept under, and a
   * value the rule refuses (or a parameter sent twice) is a redirect to the address without it
   * (`pageAddress`). Pages without `server` are rendered in the browser (staff pages never carry
   * user data into a kept page).
   */
  server?: { search?: Readonly<Record<string, SearchRule>> };
  /**
   * The route module writes the page's head itself (title, description, canonical link): a page
   * for each of many things (`/games/:slug`, a machine each), whose head comes from its data, or
   * one whose head follows its query (`/games?category=`, a tab each).
   */
  ownHead?: true;
};

/** A page for each of many things: its path has parameters (`/games/:slug`). */
export const hasParams = (page: Page) => page.path.includes('/:');

/**
 * Every page of the public site, in the site's header, footer and toast area. Adding a page is
 * an entry here and its route module; `paths` and the router are made from this list.
 */
export const sitePages = {
  home: {
    path: '/',
    route: 'main/home',
    access: 'public',
    description:
      'Pinball, rhythm games, classic arcade cabinets, redemption and claw machines at The Forks in Winnipeg, with tournaments and league nights.',
    server: {},
  },
  games: {
    path: '/games',
    title: 'Games',
    route: 'main/games',
    access: 'public',
    description:
      'Every machine on the floor by category: pinball, rhythm, classic arcade, redemption and claw machines at The Forks, Winnipeg.',
    server: { search: { category: oneOf(gameCategories) } },
    // Each category's tab names its category in its title and description.
    ownHead: true,
    href: (category?: GameCategory) =>
      category ? `/games?category=${encodeURIComponent(category)}` : '/games',
  },
  /**
   * A machine's own page, the address on its QR code: its status, scores and the ways to report
   * it or send a score. An old slug (a renamed game) moves to the current one.
   */
  machine: {
    path: '/games/:slug',
    title: 'Game',
    route: 'machine',
    access: 'public',
    description:
      'A machine on the floor at The Forks, Winnipeg: its live status, high scores and a way to report a problem or send in a score.',
    server: {},
    ownHead: true,
    href: (slug: string) => `/games/${encodeURIComponent(slug)}`,
  },
  events: {
    path: '/events',
    title: 'Events',
    route: 'main/events',
    access: 'public',
    description:
      'League nights, IFPA-sanctioned pinball tournaments and special events at The Forks, Winnipeg: dates, times, costs and registration.',
    server: {},
  },
  leaderboard: {
    path: '/leaderboard',
    title: 'Leaderboard',
    route: 'main/leaderboard',
    access: 'public',
    description:
      "This month's high scores on our pinball and arcade machines, past months and the Hall of Fame: the top ten players on every game.",
    server: {
      search: {
        month: (value) => monthKeyPattern.test(value),
        // The month's board is the page's own, without a view.
        view: oneOf(['all-time']),
      },
    },
    /** A past month's board (`2026-10`), or the Hall of Fame. */
    href: (board?: { month: string } | 'all-time') =>
      board === undefined
        ? '/leaderboard'
        : board === 'all-time'
          ? '/leaderboard?view=all-time'
          : `/leaderboard?month=${encodeURIComponent(board.month)}`,
  },
  kiosk: {
    path: '/kiosk',
    title: 'Leaderboard Kiosk',
    route: 'kiosk',
    access: 'public',
    description: "This month's high scores, turning page by page on the venue's screens.",
    server: {},
  },
  /** The kiosk board alone, for the venue's TVs to open by address. */
  kioskFullscreen: {
    path: '/kiosk/fullscreen',
    title: 'Leaderboard Kiosk',
    route: 'kiosk-fullscreen',
    access: 'public',
    description: "This month's high scores, full screen for the venue's TVs.",
    bare: true,
    server: {},
  },
  privateParties: {
    path: '/private-parties',
    title: 'Private Parties',
    route: 'private-parties',
    access: 'public',
    description:
      'Birthday, corporate and holiday parties for 5 to 50 guests at The Forks: a private area, unlimited play on select machines and a party host.',
    server: {},
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    route: 'contact',
    access: 'public',
    description:
      'Find us at The Forks in Winnipeg: address, opening hours, e-mail, phone, the weather right now and a form to send us a message.',
    // A package's id is a word (`birthday`); the page knows which there are.
    server: { search: { package: (value) => /^[A-Za-z]{1,40}$/.test(value) } },
    /** With a party package's id, the form starts as an enquiry about that package. */
    href: (partyPackage?: string) =>
      partyPackage ? `/contact?package=${encodeURIComponent(partyPackage)}` : '/contact',
  },
  reportIssue: {
    path: '/report-issue',
    title: 'Report an Issue',
    route: 'report-issue',
    access: 'public',
    description:
      'A machine not taking money, frozen or acting up? Tell our staff which game and what happened, and we will fix it.',
    server: {
      search: { game: (value) => value.trim() !== '' && value.length <= gameNameMaxLength },
    },
    /** With a game name (e.g. a QR code on the machine), the form starts with it chosen. */
    href: (game?: string) =>
      game ? `/report-issue?game=${encodeURIComponent(game)}` : '/report-issue',
  },
  gallery: {
    path: '/gallery',
    title: 'Photo Gallery',
    route: 'main/gallery',
    access: 'public',
    description:
      'Photos from the venue: tournament nights, new machines and the glow of the arcade floor at The Forks, Winnipeg.',
    server: { search: { category: oneOf(galleryCategories) } },
  },
  /** Reached by its address only: the spec keeps it out of the navigation. */
  aiEvents: {
    path: '/ai-events',
    title: 'Event Management',
    route: 'ai-events',
    access: 'public',
    description:
      'Upcoming pinball and arcade events at The Forks with their formats, dates and promotional details.',
    server: {},
  },
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
    /** With a game's name, the log shows that game's entries (the floor view's link). */
    href: (game?: string) =>
      game ? `/staff/maintenance?game=${encodeURIComponent(game)}` : '/staff/maintenance',
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
    /** With a game's name, that game's reports only (the floor view's link). */
    href: (game?: string) =>
      game ? `/staff/machine-reports?game=${encodeURIComponent(game)}` : '/staff/machine-reports',
    tool: {
      description: 'Review problems players reported on the floor.',
      icon: ClipboardList,
      accent: 'cyan',
    },
  },
  /** Not among the spec's tools: every machine's live status at once. */
  floor: {
    path: '/staff/floor',
    title: 'Floor',
    route: 'staff/floor',
    access: 'staff',
    tool: {
      description: "Every machine's live status, what is down and for how long.",
      icon: LayoutDashboard,
      accent: 'lime',
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
  /** Opened from Games Management's Print QR Codes, in a tab of its own. */
  qrSheet: {
    path: '/staff/games/qr-codes',
    title: 'Machine QR Codes',
    route: 'staff/qr-sheet',
    access: 'staff',
    href: (paper?: QrPaper) =>
      paper ? `/staff/games/qr-codes?paper=${encodeURIComponent(paper)}` : '/staff/games/qr-codes',
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
  /** Not among the spec's tools: players' own scores wait here for staff. */
  scoreSubmissions: {
    path: '/staff/score-submissions',
    title: 'Score Submissions',
    route: 'staff/score-submissions',
    access: 'staff',
    tool: {
      description: 'Approve or reject the scores players send with a photo.',
      icon: ScanEye,
      accent: 'lime',
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
  /** Not among the spec's tools: the venue's hours and details, which every public page shows. */
  venue: {
    path: '/staff/venue',
    title: 'Venue Settings',
    route: 'staff/venue',
    access: 'admin',
    tool: {
      description: 'Opening hours, holiday closures, phone, e-mail, address and social links.',
      icon: Store,
      accent: 'amber',
    },
  },
} as const satisfies Record<string, Page>;

/** A staff tool as the portal's cards and the staff menu show it: its title and its link. */
export type StaffTool = Omit<ToolCard, 'title'> & { title: string; href: string };

/** The staff pages' tools, in the list's order; admins also get the admin pages'. */
export const staffTools = (isAdmin: boolean): StaffTool[] =>
  Object.values<Page>(staffPages).flatMap(({ path, title = '', access, tool }) =>
    tool && (access !== 'admin' || isAdmin)
      ? [{ ...tool, title: tool.title ?? title, href: path }]
      : [],
  );

/** The path of a page's address: its path with its parameters' values (`/games/:slug`). */
function pathOf(page: Page, pathname: string): string {
  const match = hasParams(page) ? matchPath({ path: page.path, end: true }, pathname) : null;
  return match ? generatePath(page.path, match.params) : page.path;
}

const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * A page's own address for a path and query string: its path (with its parameters' values, for
 * a page such as `/games/:slug`) and, by name, the first value of each query parameter it reads
 * that its rule takes (`server.search`), so one page has one address whatever else a link
 * carried. The canonical link, and the address a request is redirected to when it asks for
 * another (`askedAddress`).
 */
export function pageAddress(
  page: Page,
  pathname: string,
  search: string | URLSearchParams,
): string {
  const given = new URLSearchParams(search);
  const rules = page.server?.search ?? {};
  const kept = new URLSearchParams();
  for (const name of Object.keys(rules).sort()) {
    const value = given.get(name);
    if (value !== null && rules[name]?.(value)) kept.append(name, value);
  }
  return withQuery(pathOf(page, pathname), kept);
}

/**
 * The address a request asks for: the page's path and every value sent of the query parameters
 * it reads, by name (any other parameter is no part of it). The page's own address
 * (`pageAddress`) when each value is one the page has; the server renders and keeps a page
 * under it, and redirects any other to the page's own address.
 */
export function askedAddress(
  page: Page,
  pathname: string,
  search: string | URLSearchParams,
): string {
  const given = new URLSearchParams(search);
  const asked = new URLSearchParams();
  for (const name of Object.keys(page.server?.search ?? {}).sort()) {
    for (const value of given.getAll(name)) asked.append(name, value);
  }
  return withQuery(pathOf(page, pathname), asked);
}

/** The documents the server renders beside the pages. */
export const robotsPath = '/robots.txt';
export const sitemapPath = '/sitemap.xml';

/** Not a page of its own: it opens the staff portal, rendered in the browser. */
export const staffPortal = { path: '/staff', route: '', access: 'staff' } as const satisfies Page;

/** The public pages the server renders with their content. */
export const serverPages = Object.values<Page>(sitePages).filter((page) => page.server);

/** Pages the browser renders: staff pages (and any public page without `server`). */
export const browserPages: readonly Page[] = [
  ...Object.values<Page>(sitePages).filter((page) => !page.server),
  ...Object.values<Page>(staffPages),
  staffPortal,
];

/**
 * A path as `matchPath` compares it with a page's path that has no parameters: case aside, and
 * trailing slashes aside (`/` is the path of slashes only).
 */
const literalKey = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/** The page at a path in a list, as `matchPath` finds it: the first in the list that matches. */
function pageFinder(pages: readonly Page[]): (pathname: string) => Page | undefined {
  const literal = new Map<string, number>();
  const withParams: number[] = [];
  pages.forEach((page, index) => {
    if (hasParams(page)) withParams.push(index);
    else if (!literal.has(literalKey(page.path))) literal.set(literalKey(page.path), index);
  });
  return (pathname) => {
    let found = literal.get(literalKey(pathname));
    for (const index of withParams) {
      if (found !== undefined && found < index) break;
      if (matchPath({ path: pages[index]!.path, end: true }, pathname) !== null) {
        found = index;
        break;
      }
    }
    return found === undefined ? undefined : pages[found];
  };
}

const finders = new WeakMap<readonly Page[], (pathname: string) => Page | undefined>();

/**
 * The page at a path. The gateway asks it for every request of a page, kept ones too: compiling
 * each page's path into a pattern per request (as `matchPath` does) was 15% of a kept page's time.
 */
export function pageAt(pages: readonly Page[], pathname: string): Page | undefined {
  let find = finders.get(pages);
  if (!find) {
    find = pageFinder(pages);
    finders.set(pages, find);
  }
  return find(pathname);
}

/**
 * The address a request asks for and the page's own, read from the URL alone (the gateway keys
 * its kept pages by it before anything is read or rendered). Null for a page the browser
 * renders; a path no page has is its own address (rendered as the 404, never kept).
 */
export function addressOf(rawUrl: string): PageAddress | null {
  const url = new URL(rawUrl, 'http://site');
  const only = (address: string) => ({ asked: address, own: address });
  if (url.pathname === robotsPath || url.pathname === sitemapPath) return only(url.pathname);
  const page = pageAt(serverPages, url.pathname);
  if (page) {
    return {
      asked: askedAddress(page, url.pathname, url.search),
      own: pageAddress(page, url.pathname, url.search),
    };
  }
  if (pageAt(browserPages, url.pathname)) return null;
  return only(url.pathname);
}
