// The public read routes the services declare cacheable: what visitors and kiosks load most.
import { registry } from '../../services/registry';

/** A sample value for each kind of path parameter the public reads take. */
const sampleParams: Record<string, string> = { category: 'pinball' };

export function publicReadRoutes(): string[] {
  return registry.flatMap((entry) =>
    Object.values(entry.api.routes)
      .filter((route) => route.method === 'GET' && route.access === 'public' && route.cache)
      .map((route) =>
        route.path.replace(/:(\w+)/g, (_match, name: string) => {
          const value = sampleParams[name];
          if (!value) throw new Error(`bench: no sample value for :${name} in ${route.path}`);
          return value;
        }),
      ),
  );
}
