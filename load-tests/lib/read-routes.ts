// The public read routes the services declare cacheable: what visitors and kiosks load most.
import { registry } from '@venue/registry/registry';

/** The declared paths, parameters and all (e.g. `/api/ai/events/:id/marketing`). */
export function declaredReadPaths(): string[] {
  return registry.flatMap((entry) =>
    Object.values(entry.api.routes)
      .filter((route) => route.method === 'GET' && route.access === 'public' && route.cache)
      .map((route) => route.path),
  );
}

/** The paths named in `list` (comma-separated), or all of them without one; none is an error. */
export function selectedPaths(paths: string[], list: string | undefined): string[] {
  if (!list) return paths;
  const named = new Set(list.split(',').map((path) => path.trim()));
  const selected = paths.filter((path) => named.has(path));
  if (selected.length === 0)
    throw new Error(`BENCH_ROUTES names none of the declared read paths: ${paths.join(', ')}`);
  return selected;
}

/**
 * The paths with each parameter filled from `samples` (by the parameter's name), and the query a
 * route needs from `queries` (by its declared path).
 */
export function withSamples(
  paths: string[],
  samples: Record<string, string>,
  queries: Record<string, Record<string, string>> = {},
): string[] {
  return paths.map((path) => {
    const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
      const value = samples[name];
      if (!value) throw new Error(`bench: no sample value for :${name} in ${path}`);
      return encodeURIComponent(value);
    });
    const query = queries[path];
    return query ? `${filled}?${new URLSearchParams(query).toString()}` : filled;
  });
}
