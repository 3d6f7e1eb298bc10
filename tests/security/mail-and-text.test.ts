import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameSchema } from '@venue/contracts/catalogue';
import { staffLoginResponseSchema } from '@venue/contracts/staff';
import { readMessage } from '@venue/test-helpers/mail-message';
import { startProduct, type RunningProduct } from '@venue/test-helpers/product';

/**
 * What players type reaching what others read: a player's name never reaches the message the
 * venue mails them (neither its headers nor its greeting), whatever links, line breaks or
 * header lines it holds; bidi controls in stored text never reach a page's title, description or
 * link previews, which other sites show as plain text. Against the product as a person starts it
 * (its pages rendered by the built web app), with no mail server: messages go to the outbox.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const admin = { username: 'mailadmin', password: 'mail-admin-password-1' };
let product: RunningProduct;
let token = '';
let gameName = '';
let client = 0;

/** Each report from another client (the gateway trusts loopback's X-Forwarded-For here). */
const nextClient = () => {
  client += 1;
  return `198.18.${(client >> 8) & 255}.${client & 255}`;
};

const send = (method: string, url: string, json?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${product.baseUrl}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });

beforeAll(async () => {
  if (!existsSync(path.join(repoRoot, 'web/dist/server/entry-server.js'))) {
    throw new Error('This suite renders the real pages: build the web app first (npm run build)');
  }
  product = await startProduct({
    env: {
      STAFF_ADMIN_USERNAME: admin.username,
      STAFF_ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: 'loopback',
      PUBLIC_BASE_URL: 'https://forks.example',
      // Nothing listens on port 9 of loopback: no outside weather is asked for.
      OPEN_METEO_URL: 'http://127.0.0.1:9',
    },
  });
  const login = await send('POST', '/api/staff/login', admin);
  token = staffLoginResponseSchema.parse(await login.json()).token;
  gameName = z.array(z.string()).parse(await (await send('GET', '/api/games/list')).json())[0]!;
});
afterAll(() => product?.stop());

const outboxDir = () => path.join(product.dataDir, 'outbox-mail');
const lineBreak = /[\r\n\u0085]/;

/** Names a spammer types: an address to visit, line breaks, header lines, encoded words. */
const hostileName = fc
  .array(
    fc.constantFrom(
      'Visit ',
      'http://phish.example/win',
      'www.phish.example',
      'phish.example',
      'Claim at https://phish.example/?a=b&c=d ',
      '\r\n',
      '\n',
      '\r',
      '\u0085',
      '\u2028',
      'Bcc: victim@example.com',
      '\r\nBcc: victim@example.com\r\n',
      '=?utf-8?Q?phish=2Eexample?=',
      '\u202e',
      '\u2066',
      'Sam',
      ' ',
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''))
  // Within the 100 characters a name may have: longer is refused before anything else.
  .filter(
    (name) => name.trim() !== '' && name.trim().length <= 100 && /phish|Bcc|\r|\n/.test(name),
  );

describe('a player name in the reporter mail', () => {
  it('when players name themselves with links, line breaks and header lines, then a line break is refused and no message has the name in a header or its greeting', async () => {
    const accepted: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileName, async (playerName) => {
        const email = `player${client}@example.com`;
        const response = await send(
          'POST',
          '/api/machine-reports',
          {
            gameName,
            issueType: 'game_frozen',
            description: 'Froze on the second ball.',
            playerName,
            email,
          },
          { 'x-forwarded-for': nextClient() },
        );
        // Text is trimmed: a break at either end goes; one inside is refused.
        if (lineBreak.test(playerName.trim())) {
          expect(response.status, JSON.stringify(playerName)).toBe(400);
          return;
        }
        expect(response.status, JSON.stringify(playerName)).toBe(201);
        const { id } = z.object({ id: z.string() }).parse(await response.json());
        const fixed = await send('PATCH', `/api/machine-reports/${id}`, { status: 'fixed' });
        expect(fixed.status).toBe(200);
        accepted.push(email);
      }),
      { numRuns: 24 },
    );
    expect(accepted.length).toBeGreaterThan(0);

    await expect.poll(async () => (await readdir(outboxDir())).length).toBe(accepted.length);
    for (const file of await readdir(outboxDir())) {
      const raw = await readFile(path.join(outboxDir(), file), 'utf8');
      expect(raw).not.toMatch(/phish|Visit|Claim|victim|=\?utf-8\?Q\?phish/i);
      const message = readMessage(raw);
      expect([...message.headers.keys()].sort()).toEqual([
        'content-transfer-encoding',
        'content-type',
        'date',
        'from',
        'message-id',
        'mime-version',
        'subject',
        'to',
      ]);
      expect(accepted).toContain(message.header('to'));
      expect(message.text.split('\n')[0]).toBe('Hello,');
      expect(raw).not.toMatch(/[\u202e\u2066\u2028]/);
    }
  });
});

const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The texts a page's head gives other sites: its title and every meta content. */
function headTexts(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [
    /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '',
    ...[...head.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((match) => match[1] ?? ''),
  ];
}

describe('bidi controls in page heads', () => {
  it('when games are named with bidi controls, balanced or not, then their pages carry none in the title, description or link previews', async () => {
    const controls = fc.constantFrom(
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    );
    const word = fc.constantFrom('Spoof', 'gnp.exe', 'Pinball', '2000', 'Ω');
    const name = fc
      .array(fc.oneof(controls, word), { minLength: 2, maxLength: 6 })
      .map((parts) => parts.join(' '))
      .filter((text) => bidiControls.test(text) && /[A-Za-z0-9Ω]/.test(text));

    let made = 0;
    await fc.assert(
      fc.asyncProperty(name, async (base) => {
        made += 1;
        const created = await send('POST', '/api/games', {
          category: 'arcade',
          name: `${base} ${made}`,
          manufacturer: `\u202e${base}`,
          year: 1990,
        });
        expect(created.status, JSON.stringify(base)).toBe(201);
        const game = gameSchema.parse(await created.json());
        try {
          const page = await fetch(`${product.baseUrl}/games/${game.slug}`);
          expect(page.status).toBe(200);
          const texts = headTexts(await page.text());
          expect(texts.some((text) => text.includes(`| Forks Arcade`))).toBe(true);
          for (const text of texts) expect(text, JSON.stringify(base)).not.toMatch(bidiControls);
        } finally {
          await send('DELETE', `/api/games/${game.id}`);
        }
      }),
      { numRuns: 12 },
    );
  });
});
