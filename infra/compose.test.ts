import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { registry } from '../services/registry';

/** The production stack is written by hand, and checked here against the registry it must follow. */
interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  ports?: string[];
}

const compose = parse(await readFile(new URL('../docker-compose.yml', import.meta.url), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };
const infrastructure = ['mongo', 'redis', 'gateway', 'worker'];

describe('docker-compose.yml against services/registry.ts', () => {
  it.each(registry.map((entry) => [entry.name, entry] as const))(
    'when %s is in the registry, then compose runs it on its port and the gateway waits for it',
    (name, entry) => {
      const service = compose.services[name];
      expect(service, `docker-compose.yml has no ${name} service`).toBeDefined();
      expect(service!.command).toEqual([
        'node',
        '--import',
        'tsx',
        'services/run-service.ts',
        name,
      ]);
      expect(service!.environment?.PORT).toBe(String(entry.port));
      expect(Object.keys(compose.services.gateway?.depends_on ?? {})).toContain(name);
      const url = compose.services.gateway?.environment?.[`${name.toUpperCase()}_URL`];
      if (url !== undefined) expect(url).toBe(`http://${name}:${entry.port}`);
    },
  );

  it('when compose is read, then every app service in it is in the registry', () => {
    const apps = Object.keys(compose.services).filter((name) => !infrastructure.includes(name));
    expect(apps.sort()).toEqual(registry.map((entry) => entry.name).sort());
  });

  it('when compose is read, then the gateway publishes its public port only, never its metrics port', () => {
    const gateway = compose.services.gateway;
    expect(gateway?.environment?.METRICS_PORT).toBe('9464');
    expect(gateway?.ports).toEqual(['${GATEWAY_PUBLISH:-8080}:8080']);
    const published = Object.values(compose.services).flatMap((service) => service.ports ?? []);
    expect(published).toEqual(['${GATEWAY_PUBLISH:-8080}:8080']);
  });

  it('when compose is read, then no two services share a port', () => {
    const ports = registry.map((entry) => entry.port);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
