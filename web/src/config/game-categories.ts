import type { GameCategory } from '@venue/contracts/catalogue';

/** The game categories as every page names them (the spec's tab labels). */
export const gameCategoryLabels: Record<GameCategory, string> = {
  pinball: 'Pinball',
  rhythm: 'Rhythm',
  arcade: 'Classic Arcade',
  redemption: 'Redemption',
  claw: 'Claw Machines',
};
