import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import type { RegistryEntry } from '@venue/service-kit/host';
import { registry } from '@venue/registry/registry';

/** The production stack is written by hand, and checked here against the registry it must follow. */
interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  volumes?: string[];
  ports?: string[];
}

const compose = parse(await readFile(new URL('../docker-compose.yml', import.meta.url), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  'x-service': Record<string, unknown>;
  'x-service-env': Record<string, string>;
};
const serviceEnvironment = compose['x-service-env'];

/** The variables a service's own settings schema reads. */
async function ownVariables(entry: RegistryEntry): Promise<string[]> {
  const { env } = await entry.load();
  return env instanceof z.ZodObject ? Object.keys(env.shape) : [];
}
const infrastructure = ['mongo', 'redis', 'gateway', 'worker'];

describe('docker-compose.yml against services/registry/src/registry.ts', () => {
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

  it.each(registry.map((entry) => [entry.name, entry] as const))(
    'when %s is in the registry, then its block is the shared service block field by field, with only its own settings added',
    async (name, entry) => {
      const { command, environment = {}, volumes, ...rest } = compose.services[name]!;
      expect(rest, `${name}: fields other than command, environment and volumes`).toEqual(
        compose['x-service'],
      );
      const ownSettings = await ownVariables(entry);
      for (const [variable, value] of Object.entries(environment)) {
        if (variable === 'PORT') continue;
        if (variable in serviceEnvironment) {
          expect(value, `${name}: ${variable}`).toBe(serviceEnvironment[variable]);
        } else {
          expect(ownSettings, `${name}: ${variable} is not one of its settings`).toContain(
            variable,
          );
        }
      }
      for (const variable of Object.keys(serviceEnvironment)) {
        expect(environment, `${name} lacks ${variable}`).toHaveProperty(variable);
      }
      const worker = compose.services.worker!;
      for (const [variable, value] of Object.entries(environment)) {
        if (variable === 'PORT' || variable in serviceEnvironment) continue;
        // The worker builds every service to run its jobs: it reads the same settings.
        expect(worker.environment?.[variable], `worker: ${variable}`).toBe(value);
      }
      for (const volume of volumes ?? []) {
        expect(worker.volumes ?? [], `worker mounts ${volume} too`).toContain(volume);
        expect(Object.keys(compose.volumes ?? {})).toContain(volume.split(':')[0]);
      }
      expect(command).toBeDefined();
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
