import type { Game } from '@venue/contracts/catalogue';

import { categoryDisplay } from './game-categories';

/** A machine page's meta description and link-preview text. */
export function machineDescription(game: Game): string {
  const made = [game.manufacturer, game.year].filter((fact) => fact !== undefined && fact !== '');
  const name = made.length > 0 ? `${game.name} (${made.join(', ')})` : game.name;
  const { label } = categoryDisplay[game.category];
  return `${name}, ${label.toLowerCase()} at The Forks, Winnipeg: its live status, this month's top scores and the all-time best. Report a problem or send in your score.`;
}
