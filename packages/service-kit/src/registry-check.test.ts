import { describe, expect, it } from 'vitest';
import { notesApi, notesService } from '@venue/test-helpers/notes-service';
import { hostServices } from './host';
import { createLogger } from './logger';
import { checkRegistry, registryProblems } from './registry-check';
import type { RegistryEntry } from './registry-check';

const entry = (name: string, port: number): RegistryEntry => ({
  name,
  port,
  api: notesApi,
  load: async () => notesService,
});

describe('the registry check', () => {
  it.each(['Catalogue', 'game-names', 'game_names', '2fa', 'café', ''])(
    'when a service is named "%s", then the registry is refused naming it',
    (name) => {
      expect(registryProblems([entry(name, 4100)])).toEqual([
        expect.stringContaining(`"${name}" cannot name a service`),
      ]);
    },
  );

  it('when two entries share a name or a port, or a port is out of range, then each is named', () => {
    expect(
      registryProblems([entry('alpha', 4100), entry('alpha', 4101), entry('beta', 4100)]),
    ).toEqual(['"alpha" is in the registry twice', "beta: port 4100 is already alpha's"]);
    expect(registryProblems([entry('test', 0), entry('other', 0)])).toEqual([]);
    expect(registryProblems([entry('gamma', 80), entry('delta', 70000)])).toEqual([
      'gamma: port 80 is not a port from 1024 to 65535',
      'delta: port 70000 is not a port from 1024 to 65535',
    ]);
  });

  it('when a host is asked to start an unusable registry, then it refuses before loading anything', async () => {
    expect(() => checkRegistry([entry('game-names', 4100)])).toThrow(/not usable/);
    await expect(
      hostServices({
        registry: [entry('game-names', 4100)],
        config: { DATA_DIR: '/nonexistent' },
        jwtSecret: 'x'.repeat(32),
        logger: createLogger('test', 'silent'),
        runJobs: false,
      }),
    ).rejects.toThrow(/"game-names" cannot name a service/);
  });
});
