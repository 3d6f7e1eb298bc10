import type { ServiceApi } from '@venue/contracts/http';
import type { ServiceModule } from './service-module';

/** One line of the registry: what the gateway needs without loading the service's code. */
export interface RegistryEntry {
  name: string;
  /** Its port when it runs as its own process (production). */
  port: number;
  api: ServiceApi;
  load(): Promise<ServiceModule>;
}

/**
 * A service's name becomes its compose host name, its `<NAME>_URL` variable, its database name
 * and a path in logs: lowercase letters and digits, starting with a letter, is what all of them
 * take. Ports are its own process's, so no two may share one (0, any free port, is for tests).
 */
const usableName = /^[a-z][a-z0-9]{0,30}$/;

/** The problems of a registry, one line each; empty when it is usable. */
export function registryProblems(registry: readonly RegistryEntry[]): string[] {
  const problems: string[] = [];
  const seenNames = new Set<string>();
  const seenPorts = new Map<number, string>();
  for (const { name, port } of registry) {
    if (!usableName.test(name)) {
      problems.push(
        `"${name}" cannot name a service: use lowercase letters and digits, starting with a letter (it becomes ${name.toUpperCase()}_URL and the host name ${name})`,
      );
    }
    if (seenNames.has(name)) problems.push(`"${name}" is in the registry twice`);
    seenNames.add(name);
    // 0: any free port, for services that tests host.
    if (port === 0) continue;
    if (!Number.isInteger(port) || port < 1024 || port > 65535) {
      problems.push(`${name}: port ${port} is not a port from 1024 to 65535`);
    }
    const other = seenPorts.get(port);
    if (other !== undefined) problems.push(`${name}: port ${port} is already ${other}'s`);
    seenPorts.set(port, name);
  }
  return problems;
}

/** Refuses a registry that would give an unusable name, variable or port. */
export function checkRegistry(registry: readonly RegistryEntry[]): void {
  const problems = registryProblems(registry);
  if (problems.length > 0) {
    throw new Error(`The service registry is not usable:\n  ${problems.join('\n  ')}`);
  }
}
