export interface EdgeCacheStats {
  hits: number;
  misses: number;
  /** Answers the service gave that were passed on and not kept (not 200). */
  passedOn: number;
  /** Reads sent to their service because the gateway could not hear events then. */
  bypassed: number;
  invalidations: number;
  /** Events seen a second time (named by a write's answer, and heard): dropped for at the first. */
  alreadyDropped: number;
  /** Pages rendered to be kept (concurrent asks for one page share one render). */
  rendered: number;
  /** Pages answered as they were before a change, while the render after it was under way. */
  previousPages: number;
  evictions: number;
  entries: number;
  bytes: number;
}

export const emptyStats = (): EdgeCacheStats => ({
  hits: 0,
  misses: 0,
  passedOn: 0,
  bypassed: 0,
  invalidations: 0,
  alreadyDropped: 0,
  rendered: 0,
  previousPages: 0,
  evictions: 0,
  entries: 0,
  bytes: 0,
});
