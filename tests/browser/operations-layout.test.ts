import { describe, expect, it } from 'vitest';

import { allProblems } from './browser';
import { withSession } from './staff';
import { browserSuite } from './suite';

const { baseUrl, admin, session, pages } = browserSuite({ signIn: true });

/** Each operations page and what shows once its data is in. */
const operationsPages = [
  ['/report-issue', 'button >> text=Submit Report'],
  ['/contact', 'button >> text=Send Message'],
  ['/staff/machine-reports', '.record-list, .list-state'],
  ['/staff/gamescleaned', '.cleaning-card'],
  ['/staff/maintenance', '.list-count'],
  ['/staff/prizes', '.list-count'],
  ['/staff/contact-inbox', '.record-list, .list-state'],
] as const;

describe('operations pages at every width the design names', () => {
  for (const width of [360, 390, 768, 1280, 1920]) {
    it(`when the operations pages open ${width} px wide, then nothing scrolls sideways and nothing goes wrong`, async () => {
      const tab = await pages.open({
        viewport: { width, height: 900 },
        ...withSession(baseUrl, session),
      });
      await tab.context.addInitScript((username) => {
        window.sessionStorage.setItem('staffGate:maintenance', username);
        window.sessionStorage.setItem('staffGate:prizes', username);
      }, admin.username);
      for (const [path, ready] of operationsPages) {
        await tab.goto(path);
        await tab.page.locator(ready).first().waitFor();
        await tab.page.evaluate(() => document.fonts.ready);
        await expect
          .poll(
            () =>
              tab.page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              ),
            { message: path },
          )
          .toBe(0);
      }
      // The contact page's weather may be missing or stale here: its card says so, no fault.
      const weatherUnavailable = [404, 503].map((status) => ({ status, path: '/api/weather' }));
      expect(allProblems(tab.problems, { expectedHttpErrors: weatherUnavailable })).toEqual([]);
    });
  }
});
