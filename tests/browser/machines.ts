import { gameSchema, type Game } from '@venue/contracts/catalogue';
import { machineStatusSchema } from '@venue/contracts/machines';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { z } from 'zod';

import { getJson } from './browser';

/** Helpers for the machine pages' browser tests: statuses, renames and scores from Node. */

export const machineStatuses = async (baseUrl: string) =>
  z.array(machineStatusSchema).parse(await getJson(baseUrl, '/api/machines/status'));

/** A status as the page's badge says it. */
export const statusLabels = {
  working: 'Working',
  reported: 'Reported',
  'being fixed': 'Being Fixed',
  'out of order': 'Out of Order',
} as const;

/** The machine page's status badge. */
export const statusBadge = (page: Page) =>
  page.locator('.machine-status-panel .machine-status__badge');

/** Renames a game through the staff API (its old slug becomes an alias). */
export async function renameGame(baseUrl: string, token: string, game: Game, name: string) {
  const response = await fetch(new URL(`/api/games/${game.id}`, baseUrl), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      category: game.category,
      name,
      manufacturer: game.manufacturer,
      year: game.year,
      description: game.description ?? '',
    }),
  });
  if (!response.ok) throw new Error(`rename ${game.name}: ${response.status}`);
  return gameSchema.parse(await response.json());
}

/** A small real photo, as a phone would send one: the gallery re-encodes what it is sent. */
export const scorePhoto = async () => ({
  name: 'score.png',
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 96, height: 64, channels: 3, background: '#1d3557' },
  })
    .png()
    .toBuffer(),
});

/**
 * Shows the board page that holds the game's board (pausing the turns first), and returns it:
 * Next is pressed until the game's board is on screen.
 */
export async function boardOf(page: Page, gameName: string): Promise<Locator> {
  const board = page
    .locator('.game-board')
    .filter({ has: page.getByRole('heading', { name: gameName, exact: true }) });
  const pause = page.getByRole('button', { name: /^Pause/ });
  await page.locator('.board-pager__status').waitFor();
  if ((await pause.count()) === 1) await pause.click();
  const status = page.locator('.board-pager__status');
  const pageCount = Number(/of (\d+)/.exec(await status.innerText())?.[1] ?? '1');
  for (let shown = 1; shown < pageCount && (await board.count()) === 0; shown += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => status.innerText()).toBe(`Page ${shown + 1} of ${pageCount}`);
  }
  await board.waitFor();
  return board;
}

/**
 * What a phone's keyboard is told of a score field: its input mode, and whether a score as a
 * player types it (digits, thousands separators) and a word match its pattern (the pattern is
 * what older phones read to open their number pad).
 */
export const keypadOf = (field: Locator) =>
  field.evaluate((element: HTMLInputElement) => {
    const matches = (text: string) =>
      element.pattern !== '' && new RegExp(`^(?:${element.pattern})$`, 'v').test(text);
    return {
      type: element.type,
      inputMode: element.inputMode,
      takesScore: matches('12,345,670') && matches('9007199254740991'),
      takesWord: matches('twelve'),
    };
  });

/** A text field (scores pass 2^53 - 1, past what a number field keeps) with the number pad. */
export const numericKeypad = {
  type: 'text',
  inputMode: 'numeric',
  takesScore: true,
  takesWord: false,
};
