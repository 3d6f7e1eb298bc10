/**
 * The app's entry, loading the app (`start-app.tsx`) once the browser has shown what the server
 * sent: a page it rendered, styled by the stylesheet inlined in it. The first paint then waits
 * for none of the app's scripts, and on a phone's link they do not compete with it.
 */

/** How long a rendered page's app waits at most for the browser to report its first paint. */
const paintWaitCapMs = 3000;

const shown = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * After the browser has presented the page's first content (the paint timing entry: a frame
 * drawn is not yet a frame shown, on a busy phone the gap is long). At once for a page the
 * browser renders (nothing to show before the app), in a tab not shown, or where paint timing
 * is not reported.
 */
function afterFirstPaint(): Promise<void> {
  const root = document.getElementById('root');
  const rendered = root?.firstElementChild != null && root.firstElementChild.tagName !== 'NOSCRIPT';
  const reported = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  if (!rendered || !reported || document.visibilityState !== 'visible' || shown()) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(cap);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (shown()) done();
    });
    const cap = setTimeout(done, paintWaitCapMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** A turn of the event loop: what came before and what comes after are separate tasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React's modules first, then the app's, each evaluated in a task of its own: one task for all
// of them kept a phone's main thread busy for long enough to delay a tap.
void afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./start-app'));
