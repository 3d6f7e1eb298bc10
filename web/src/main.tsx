/**
 * The app's entry, loading the app (`start-app.tsx`) once the browser has painted what the
 * server sent: a page it rendered, styled by the stylesheet inlined in it. The first paint then
 * waits for none of the app's scripts, and on a phone's link they do not compete with it.
 */

/** After the next frame is painted; at once in a tab not shown (it paints nothing until shown). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

void afterPaint().then(() => import('./start-app'));
