import { useCallback, useEffect, useState } from 'react';

type BoardPagesOptions = {
  pageCount: number;
  /** Milliseconds between automatic steps to the next page. */
  advanceEveryMs: number;
  /** While true the pages stay put. */
  paused?: boolean;
};

/**
 * The page shown of a board: Previous and Next wrap around, and the page moves on by itself
 * every `advanceEveryMs`. A manual step starts the wait again, so nobody's chosen page is
 * taken away a moment later.
 */
export function useBoardPages({ pageCount, advanceEveryMs, paused = false }: BoardPagesOptions) {
  const [page, setPage] = useState(0);
  /** Bumped by each manual step, to restart the timer. */
  const [steps, setSteps] = useState(0);
  const current = pageCount > 0 ? page % pageCount : 0;

  useEffect(() => {
    if (paused || pageCount <= 1) return;
    const timer = window.setInterval(
      () => setPage((shown) => (shown + 1) % pageCount),
      advanceEveryMs,
    );
    return () => window.clearInterval(timer);
  }, [advanceEveryMs, pageCount, paused, steps]);

  const step = useCallback(
    (by: number) => {
      if (pageCount <= 0) return;
      setPage((shown) => ((((shown % pageCount) + by) % pageCount) + pageCount) % pageCount);
      setSteps((count) => count + 1);
    },
    [pageCount],
  );

  return {
    /** 0-based. */
    page: current,
    next: () => step(1),
    previous: () => step(-1),
    goTo: (target: number) => step(target - current),
  };
}
