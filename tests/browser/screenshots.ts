/**
 * Review aid, not a test: screenshots of the public pages at the widths the design names.
 *   npx tsx tests/browser/screenshots.ts http://127.0.0.1:PORT [outDir=/tmp/shots]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { allProblems, launchBrowser, openPage } from './browser';

const [baseUrl, outDir = '/tmp/shots'] = process.argv.slice(2);
if (!baseUrl) {
  process.stderr.write('usage: tsx tests/browser/screenshots.ts <baseUrl> [outDir]\n');
  process.exit(2);
}

const widths = [360, 390, 768, 1280, 1920];
const pages = [
  { name: 'home', path: '/' },
  { name: 'games', path: '/games' },
  { name: 'games-claw', path: '/games?category=claw' },
  { name: 'events', path: '/events' },
  { name: 'leaderboard', path: '/leaderboard' },
  { name: 'hall-of-fame', path: '/leaderboard?view=all-time' },
  { name: 'machine', path: '/games/attack-from-mars' },
  { name: 'kiosk', path: '/kiosk' },
  { name: 'kiosk-fullscreen', path: '/kiosk/fullscreen' },
  { name: '404', path: '/no-such-page' },
];

await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const width of widths) {
    const tab = await openPage(browser, baseUrl, { viewport: { width, height: 900 } });
    for (const { name, path: pagePath } of pages) {
      await tab.goto(pagePath);
      await tab.page.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, `${name}-${width}.png`);
      await tab.page.screenshot({ path: file, fullPage: true });
      // Narrow full pages are too tall to read whole: also save them in screen-sized parts.
      if (width <= 768) {
        const height = await tab.page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; y < height; y += 900, part += 1) {
          await tab.page.screenshot({
            path: path.join(outDir, `${name}-${width}-part${part}.png`),
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(900, height - y) },
          });
        }
      }
      const overflow = await tab.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      process.stdout.write(`${file}${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ''}\n`);
    }
    const problems = allProblems(tab.problems);
    if (problems.length) process.stdout.write(`${width}px problems:\n  ${problems.join('\n  ')}\n`);
    await tab.close();
  }
  // The venue's TVs, smallest and largest: the full-screen kiosk as the screen shows it.
  for (const screen of [
    { width: 1280, height: 720 },
    { width: 3840, height: 2160 },
  ]) {
    const tab = await openPage(browser, baseUrl, { viewport: screen });
    await tab.goto('/kiosk/fullscreen');
    await tab.page.evaluate(() => document.fonts.ready);
    const file = path.join(outDir, `kiosk-tv-${screen.width}x${screen.height}.png`);
    await tab.page.screenshot({ path: file });
    process.stdout.write(`${file}\n`);
    await tab.close();
  }
} finally {
  await browser.close();
}
