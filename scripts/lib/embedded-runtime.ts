/**
 * How the one-process product runs: `npm start` passes these (package.json's start script
 * repeats them, and a test holds the two together), and the bench starts the product with them.
 *
 * - It runs as built JavaScript under plain `node` (scripts/build-server.ts builds `dist/`), not
 *   TypeScript under tsx: tsx's loader thread and the compiled sources it keeps cost 60-70 MB
 *   of RSS with three years of data. The source maps keep stack traces naming the TypeScript.
 * - The old generation is bounded at 1 GB. Without a bound V8 sizes the heap for this machine's
 *   memory and lets garbage grow to four times the live heap before a full collection: about
 *   150 MB of garbage under a read load at 40 MB live. Below 2 GB it grows by at most 1.6 times.
 *   1 GB is far above the live heap with years of data (see load-tests/README.md).
 * - The old generation is collected once it has grown by 60% since the last collection (V8's
 *   most at this bound, made fixed). At 30% (an earlier choice, for RSS: with three years of
 *   data a read load past the service cache held about 375 MB rather than 480 MB) a busy night
 *   at `--scale` marked the store's millions of objects every 2-3 s, on the thread that answers
 *   reads: reads' p99 was 105-168 ms against 89-98 ms at 60%, and the first read of a page after
 *   a score 30-80 ms against 20-36 ms (alternating runs); about 35-60 MB more at the peak.
 * - The young generation's two halves may grow to 16 MB under load, as V8 lets them at this
 *   bound. Capped at 8 MB (an earlier choice, for 40-50 MB less at the peak) a busy night
 *   promoted its requests' short-lived objects: the old generation was collected every 2-3 s,
 *   each marking of the store's millions of objects taking tens of milliseconds of the event
 *   loop, and reads' p99 at `--scale` was 114-156 ms against 80-108 ms uncapped (alternating
 *   runs, load-tests/README.md).
 * - glibc gives each thread that allocates (libuv's pool compressing answers and reading files,
 *   libvips making image variants) an arena of its own and keeps what they freed: about 60 MB
 *   that two arenas do not keep.
 * - glibc also raises its mmap threshold after a large block is freed, so later large blocks
 *   (each store file read whole at start, compressed answers) come from the heap and stay there
 *   once freed: about 85 MB with three years of data. A fixed threshold gives them back.
 */
export const embeddedEntry = 'dist/start.js';
export const embeddedNodeFlags = [
  '--max-old-space-size=1024',
  '--heap-growing-percent=60',
  '--max-semi-space-size=16',
  '--enable-source-maps',
];
export const embeddedEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
