/** The latest of ISO instants (`2026-11-28T19:00:00.000Z`), or null when none is given. */
export function newestInstant(instants: ReadonlyArray<string | null | undefined>): string | null {
  let newest: string | null = null;
  for (const instant of instants) {
    if (instant && (newest === null || Date.parse(instant) > Date.parse(newest))) newest = instant;
  }
  return newest;
}
