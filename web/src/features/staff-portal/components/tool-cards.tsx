import {
  ArrowRight,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  Gamepad2,
  Gift,
  Mail,
  Images,
  Sparkles,
  Trophy,
  UsersRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import './tool-cards.css';

type Tool = {
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
  accent: 'purple' | 'cyan' | 'lime' | 'pink' | 'amber';
  /** False until the page exists: the card then says so and links nowhere. */
  ready: boolean;
};

const tools: Tool[] = [
  {
    title: 'Game Maintenance',
    description: 'Log repairs, parts and service for each machine.',
    href: paths.staff.maintenance.getHref(),
    icon: Wrench,
    accent: 'amber',
    ready: true,
  },
  {
    title: 'Prize Management',
    description: 'Track prize stock, major wins and restocks.',
    href: paths.staff.prizes.getHref(),
    icon: Gift,
    accent: 'pink',
    ready: true,
  },
  {
    title: 'Machine Reports',
    description: 'Review problems players reported on the floor.',
    href: paths.staff.machineReports.getHref(),
    icon: ClipboardList,
    accent: 'cyan',
    ready: true,
  },
  {
    title: 'Games Management',
    description: 'Add, edit, import and export the games list.',
    href: paths.staff.games.getHref(),
    icon: Gamepad2,
    accent: 'purple',
    ready: true,
  },
  {
    title: 'Gallery Upload',
    description: 'Upload, edit, hide and delete gallery photos.',
    href: paths.staff.galleryUpload.getHref(),
    icon: Images,
    accent: 'pink',
    ready: true,
  },
  {
    title: 'Cleaning Records',
    description: 'Mark weekly cleaning and report game issues.',
    href: paths.staff.gamesCleaned.getHref(),
    icon: Sparkles,
    accent: 'lime',
    ready: true,
  },
  {
    title: 'Events Management',
    description: 'Create, edit and fetch tournaments and events.',
    href: paths.staff.events.getHref(),
    icon: CalendarDays,
    accent: 'cyan',
    ready: true,
  },
  {
    title: 'Schedule',
    description: 'Plan monthly shifts and check weekly coverage.',
    href: paths.staff.schedule.getHref(),
    icon: CalendarClock,
    accent: 'purple',
    ready: true,
  },
  {
    title: 'Leaderboard',
    description: 'Enter scores, fix mistakes and title the monthly board.',
    href: paths.staff.leaderboard.getHref(),
    icon: Trophy,
    accent: 'amber',
    ready: true,
  },
];

/** Not among the spec's tools: the contact form's messages need somewhere to be read. */
const inboxTool: Tool = {
  title: 'Contact Inbox',
  description: 'Read and answer messages from the contact form.',
  href: paths.staff.contactInbox.getHref(),
  icon: Mail,
  accent: 'cyan',
  ready: true,
};

const adminTools: Tool[] = [
  {
    title: 'Staff Accounts',
    description: 'Add accounts, disable them and reset passwords.',
    href: paths.staff.users.getHref(),
    icon: UsersRound,
    accent: 'lime',
    ready: true,
  },
];

function ToolCard({ tool }: { tool: Tool }) {
  const { title, description, href, icon: Icon, accent, ready } = tool;
  const body = (
    <>
      <span className="tool-card__icon">
        <Icon aria-hidden="true" />
      </span>
      <span className="tool-card__text">
        <span className="tool-card__title">{title}</span>
        <span className="tool-card__description">{description}</span>
        {ready ? null : <span className="tool-card__soon">Coming soon</span>}
      </span>
      {ready ? <ArrowRight className="tool-card__arrow" aria-hidden="true" /> : null}
    </>
  );
  if (ready) {
    return (
      <Link to={href} className={`tool-card accent-${accent}`}>
        {body}
      </Link>
    );
  }
  // Announced as an unavailable link; not focusable and not clickable.
  return (
    <div role="link" aria-disabled="true" className={`tool-card tool-card--soon accent-${accent}`}>
      {body}
    </div>
  );
}

/**
 * The portal's tools, the ones that work first (each group in the spec's order), so a new user
 * meets what they can use before what is still to come. Admins also get staff accounts.
 */
export function ToolCards({ showAdminTools }: { showAdminTools: boolean }) {
  const all = [...tools, inboxTool, ...(showAdminTools ? adminTools : [])];
  const list = [...all.filter((tool) => tool.ready), ...all.filter((tool) => !tool.ready)];
  return (
    <ul className="tool-cards">
      {list.map((tool) => (
        <li key={tool.href}>
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  );
}
