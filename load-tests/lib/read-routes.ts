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

/** The paths with each parameter filled from `samples` (by the parameter's name). */
export function withSamples(paths: string[], samples: Record<string, string>): string[] {
  return paths.map((path) =>
    path.replace(/:(\w+)/g, (_match, name: string) => {
      const value = samples[name];
      if (!value) throw new Error(`bench: no sample value for :${name} in ${path}`);
      return encodeURIComponent(value);
    }),
  );
}
