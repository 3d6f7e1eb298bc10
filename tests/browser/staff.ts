import { randomBytes } from 'node:crypto';

import { gameSchema, type Game, type GameCategory } from '@venue/contracts/catalogue';
import {
  galleryImageSchema,
  uploadUrlSchema,
  type CreateGalleryImage,
  type GalleryImage,
} from '@venue/contracts/gallery';
import { staffAccountSchema, staffLoginResponseSchema } from '@venue/contracts/staff';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { z } from 'zod';

/** Helpers for the staff browser tests: API calls from Node, a seeded session, toasts. */

export type Credentials = { username: string; password: string };
export type ApiSession = { token: string; username: string };

/** A short random suffix, so tests never share names. */
export const uniqueSuffix = () => randomBytes(4).toString('hex');

async function call(
  baseUrl: string,
  method: string,
  path: string,
  { token, json, text }: { token?: string; json?: unknown; text?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (text !== undefined) headers['content-type'] = 'text/plain; charset=utf-8';
  return fetch(new URL(path, baseUrl), {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : text,
  });
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** POST /api/staff/login from Node. */
export async function signInViaApi(baseUrl: string, credentials: Credentials): Promise<ApiSession> {
  const response = await expectOk(
    await call(baseUrl, 'POST', '/api/staff/login', { json: credentials }),
    `sign in as ${credentials.username}`,
  );
  return staffLoginResponseSchema.parse(await response.json());
}

/** A browser context whose local storage already holds a staff session. */
export function withSession(
  baseUrl: string,
  session: ApiSession,
  loginTime: Date = new Date(),
): BrowserContextOptions {
  return {
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseUrl).origin,
          localStorage: [
            { name: 'staffToken', value: session.token },
            { name: 'staffUsername', value: session.username },
            { name: 'staffLoginTime', value: loginTime.toISOString() },
          ],
        },
      ],
    },
  };
}

export async function listStaffUsers(baseUrl: string, token: string) {
  const response = await expectOk(
    await call(baseUrl, 'GET', '/api/staff/users', { token }),
    'list staff users',
  );
  return z.array(staffAccountSchema).parse(await response.json());
}

export async function createStaffUser(
  baseUrl: string,
  token: string,
  account: Credentials & { role: 'admin' | 'staff' },
) {
  const response = await expectOk(
    await call(baseUrl, 'POST', '/api/staff/users', { token, json: account }),
    `create ${account.username}`,
  );
  return staffAccountSchema.parse(await response.json());
}

export async function createGameViaApi(
  baseUrl: string,
  token: string,
  game: {
    category: GameCategory;
    name: string;
    manufacturer: string;
    year: number;
    description?: string;
  },
): Promise<Game> {
  const response = await expectOk(
    await call(baseUrl, 'POST', '/api/games', { token, json: game }),
    `create ${game.name}`,
  );
  return gameSchema.parse(await response.json());
}

/** Deletes a test's game by name if it is (still) there. */
export async function deleteGameByName(
  baseUrl: string,
  token: string,
  category: GameCategory,
  name: string,
) {
  const response = await expectOk(
    await call(baseUrl, 'GET', `/api/games/${category}`),
    `list ${category}`,
  );
  const games = z.array(gameSchema).parse(await response.json());
  for (const game of games.filter((candidate) => candidate.name === name)) {
    await expectOk(
      await call(baseUrl, 'DELETE', `/api/games/${game.id}`, { token }),
      `delete ${name}`,
    );
  }
}

/** The staff page's two steps from Node: a PNG sent to a signed link, then its record. */
export async function uploadGalleryImageViaApi(
  baseUrl: string,
  token: string,
  png: Buffer<ArrayBuffer>,
  record: Omit<CreateGalleryImage, 'filename'>,
): Promise<GalleryImage> {
  const link = await expectOk(
    await call(baseUrl, 'POST', '/api/objects/upload', { token }),
    'ask for an upload link',
  );
  const { uploadURL } = uploadUrlSchema.parse(await link.json());
  await expectOk(
    await fetch(new URL(uploadURL, baseUrl), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    }),
    `upload ${record.originalName}`,
  );
  const filename = uploadURL.split('?')[0];
  const response = await expectOk(
    await call(baseUrl, 'POST', '/api/gallery', { token, json: { ...record, filename } }),
    `save ${record.originalName}`,
  );
  return galleryImageSchema.parse(await response.json());
}

/** Deletes a test's gallery image if it is (still) there. */
export async function deleteGalleryImageViaApi(baseUrl: string, token: string, id: string) {
  const response = await call(baseUrl, 'DELETE', `/api/gallery/${id}`, { token });
  if (response.status !== 404) await expectOk(response, `delete gallery image ${id}`);
}

export async function gamesIn(baseUrl: string, category: GameCategory): Promise<Game[]> {
  const response = await expectOk(
    await call(baseUrl, 'GET', `/api/games/${category}`),
    `list ${category}`,
  );
  return z.array(gameSchema).parse(await response.json());
}

export async function exportViaApi(baseUrl: string, token: string, category: GameCategory) {
  const response = await expectOk(
    await call(baseUrl, 'GET', `/api/games/export?category=${category}`, { token }),
    `export ${category}`,
  );
  return response.text();
}

export async function importViaApi(
  baseUrl: string,
  token: string,
  category: GameCategory,
  text: string,
) {
  await expectOk(
    await call(baseUrl, 'POST', `/api/games/import?category=${category}`, { token, text }),
    `import ${category}`,
  );
}

/** The toast on screen with this title; fails when none appears. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('.toast').filter({
    has: page.locator('.toast__title', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }),
  });
  await toast.first().waitFor({ state: 'visible' });
  if (description !== undefined) {
    await expect
      .poll(() => toast.first().locator('.toast__description').innerText())
      .toBe(description);
  }
  return toast.first();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Local and session storage of the page's origin. */
export const readStorage = (page: Page) =>
  page.evaluate(() => ({
    local: { ...window.localStorage },
    session: { ...window.sessionStorage },
  }));

/** Confirms the signed-in account's password at the in-page gate. */
export async function passGate(page: Page, credentials: Credentials) {
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Access', exact: true }).click();
  await expectToast(page, 'Access Granted');
}
