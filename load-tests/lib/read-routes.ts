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
