import { z } from 'zod';
import type { RegistryEntry } from './host';

const variableOf = (entry: RegistryEntry) => `${entry.name.toUpperCase()}_URL`;

/**
 * `<NAME>_URL` for each service in the registry: where a process finds the others. By default
 * the compose host name and the registry's port (`http://catalogue:4001`).
 */
export const serviceTargetsSchema = (registry: RegistryEntry[]) =>
  z
    .object(
      Object.fromEntries(
        registry.map((entry) => [
          variableOf(entry),
          z
            .url({ error: `must be a URL such as http://${entry.name}:${entry.port}` })
            .default(`http://${entry.name}:${entry.port}`),
        ]),
      ),
    )
    .transform((variables) =>
      Object.fromEntries(
        registry.map((entry) => [entry.name, variables[variableOf(entry)] as string]),
      ),
    );

/** The variables that tell a process where each service listens. */
export const serviceTargetVariables = (targets: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(targets).map(([name, url]) => [`${name.toUpperCase()}_URL`, url]),
  );
