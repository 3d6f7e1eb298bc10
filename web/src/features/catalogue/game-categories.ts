import type { GameCategory } from '@venue/contracts/catalogue';
import { gameCategories } from '@venue/contracts/values';
import { CircleDot, Grab, Joystick, Music, Ticket, type LucideIcon } from 'lucide-react';

import { gameCategoryLabels } from '@/config/game-categories';

export type CategoryDisplay = {
  key: GameCategory;
  /** The spec's label: tabs, titles and empty texts. */
  label: string;
  /** Its tab's page title (`/games?category=...`). */
  pageTitle: string;
  icon: LucideIcon;
  /** The fixed description on the home page card. */
  description: string;
  /** Accent used for the card's icon and glow (a class modifier in CSS). */
  accent: 'purple' | 'cyan' | 'lime' | 'pink' | 'amber';
};

export const categoryDisplay: Record<GameCategory, CategoryDisplay> = {
  pinball: {
    key: 'pinball',
    label: gameCategoryLabels.pinball,
    pageTitle: 'Pinball Machines',
    icon: CircleDot,
    description:
      'Flippers, ramps and multiball. Classic and modern tables kept in tournament shape.',
    accent: 'purple',
  },
  rhythm: {
    key: 'rhythm',
    label: gameCategoryLabels.rhythm,
    pageTitle: 'Rhythm Games',
    icon: Music,
    description: 'Dance, drum and tap to the beat. Bring a friend and go head to head.',
    accent: 'cyan',
  },
  arcade: {
    key: 'arcade',
    label: gameCategoryLabels.arcade,
    pageTitle: 'Classic Arcade Games',
    icon: Joystick,
    description: 'Joysticks and buttons: fighters, shooters, racers and retro favourites.',
    accent: 'lime',
  },
  redemption: {
    key: 'redemption',
    label: gameCategoryLabels.redemption,
    pageTitle: 'Redemption Games',
    icon: Ticket,
    description: 'Play for tickets and trade them in for prizes before you head home.',
    accent: 'pink',
  },
  claw: {
    key: 'claw',
    label: gameCategoryLabels.claw,
    pageTitle: 'Claw Machines',
    icon: Grab,
    description: 'Line it up, drop the claw and take a prize home. Timing is everything.',
    accent: 'amber',
  },
};

/** Categories in the spec's order. */
export const orderedCategories: CategoryDisplay[] = gameCategories.map(
  (key) => categoryDisplay[key],
);

export const defaultCategory: GameCategory = 'pinball';

/** A `?category=` value when it names a category, else null. */
export const knownCategory = (value: string | null): GameCategory | null => {
  const known: readonly string[] = gameCategories;
  return value !== null && known.includes(value) ? (value as GameCategory) : null;
};

/** A `?category=` value, or the default when it is missing or unknown. */
export const parseCategory = (value: string | null): GameCategory =>
  knownCategory(value) ?? defaultCategory;

/** A category tab's title and description in search results and link previews. */
export const categoryHead = (category: GameCategory) => {
  const { pageTitle, description } = categoryDisplay[category];
  return {
    title: pageTitle,
    description: `${pageTitle} at The Forks, Winnipeg. ${description}`,
  };
};
