import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for a file with this source at this path in the repo. */
async function boundaryErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) =>
      ['import-x/no-restricted-paths', 'no-restricted-imports'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

const uses = (specifier: string) => `import * as used from '${specifier}';\n\nexport { used };\n`;

describe('web boundaries (eslint.config.js)', () => {
  it('when a feature imports another feature by alias or by path, then lint fails', async () => {
    const byAlias = await boundaryErrors(
      'web/src/features/catalogue/probe.ts',
      uses('@/features/events/api/get-events'),
    );
    const byPath = await boundaryErrors(
      'web/src/features/catalogue/components/probe.ts',
      uses('../../events/api/get-events'),
    );
    expect(byAlias).toEqual([expect.stringContaining('A feature does not import another feature')]);
    expect(byPath).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('when a feature imports itself, components, lib and config, then lint passes', async () => {
    const errors = await boundaryErrors(
      'web/src/features/catalogue/components/probe.ts',
      [
        uses('../api/get-games'),
        "import { QueryState } from '@/components/ui/query-state/query-state';",
        "import { paths } from '@/config/paths';",
        "import { callApi } from '@/lib/api-client';",
        'export { QueryState, paths, callApi };',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('when a component imports a feature or the API client, then lint fails', async () => {
    const feature = await boundaryErrors(
      'web/src/components/ui/probe.tsx',
      uses('@/features/events/api/get-events'),
    );
    const apiClient = await boundaryErrors(
      'web/src/components/ui/probe.tsx',
      uses('@/lib/api-client'),
    );
    expect(feature).toEqual([expect.stringContaining('Components are shared')]);
    expect(apiClient).toEqual([expect.stringContaining('Components use only the plain lib')]);
  });

  it('when lib imports a component or config imports lib, then lint fails', async () => {
    const lib = await boundaryErrors('web/src/lib/probe.ts', uses('@/components/ui/logo'));
    const config = await boundaryErrors('web/src/config/probe.ts', uses('@/lib/venue-time'));
    expect(lib).toEqual([expect.stringContaining('lib/ is below components')]);
    expect(config).toEqual([expect.stringContaining('config/ is the lowest layer')]);
  });
});

describe('server boundaries (eslint.config.js)', () => {
  it('when a package imports a service, the gateway or the web app, then lint fails', async () => {
    for (const specifier of [
      '@venue/catalogue/catalogue.service',
      '@venue/gateway/edge',
      '@venue/registry/registry',
      '../../../web/src/config/paths',
    ]) {
      expect(
        await boundaryErrors('packages/store/src/probe.ts', uses(specifier)),
        specifier,
      ).toEqual([expect.stringContaining('Packages are shared code')]);
    }
  });

  it("when a service's code imports another service, by package or by path, then lint fails", async () => {
    const byPackage = await boundaryErrors(
      'services/events/src/probe.ts',
      uses('@venue/catalogue/catalogue.service'),
    );
    const byPath = await boundaryErrors(
      'services/events/src/probe.ts',
      uses('../../catalogue/src/catalogue.repository'),
    );
    const itself = await boundaryErrors('services/events/src/probe.ts', uses('./events.domain'));
    expect(byPackage).toEqual([expect.stringContaining('A service does not import another')]);
    expect(byPath).toEqual([expect.stringContaining('A service does not import another')]);
    expect(itself).toEqual([]);
  });

  it('when the gateway or the worker imports a service or the registry by path, then lint fails; through @venue/registry it passes', async () => {
    expect(
      await boundaryErrors('gateway/src/probe.ts', uses('@venue/catalogue/catalogue.service')),
    ).toEqual([expect.stringContaining('through @venue/registry only')]);
    expect(
      await boundaryErrors('worker/src/probe.ts', uses('../../services/registry/src/registry')),
    ).toEqual([expect.stringContaining('as @venue/registry/registry')]);
    expect(await boundaryErrors('worker/src/probe.ts', uses('@venue/registry/registry'))).toEqual(
      [],
    );
  });
});

describe('boundaries of tests/ and load-tests/ (eslint.config.js)', () => {
  it("when a product test imports a service's internals, by package or by path, then lint fails; its module and the registry pass", async () => {
    const internal = await boundaryErrors(
      'tests/product/probe.test.ts',
      uses('@venue/catalogue/catalogue.repository'),
    );
    const byPath = await boundaryErrors(
      'tests/product/probe.test.ts',
      uses('../../services/catalogue/src/catalogue.service'),
    );
    const module = await boundaryErrors(
      'tests/product/probe.test.ts',
      uses('@venue/catalogue/catalogue.service'),
    );
    const registry = await boundaryErrors(
      'tests/product/probe.test.ts',
      uses('@venue/registry/registry'),
    );
    expect(internal).toEqual([expect.stringContaining('tests/ hosts a service by its module')]);
    expect(byPath).toEqual([expect.stringContaining('by its package name')]);
    expect(module).toEqual([]);
    expect(registry).toEqual([]);
  });

  it('when a benchmark imports a service internal the scale seed does not write through, or any by path, then lint fails; a file it writes through passes', async () => {
    const internal = await boundaryErrors(
      'load-tests/lib/probe.ts',
      uses('@venue/leaderboard/leaderboard.domain'),
    );
    const byPath = await boundaryErrors(
      'load-tests/lib/probe.ts',
      uses('../../services/leaderboard/src/leaderboard.repository'),
    );
    const writesThrough = await boundaryErrors(
      'load-tests/lib/probe.ts',
      uses('@venue/leaderboard/leaderboard.repository'),
    );
    expect(internal).toEqual([
      expect.stringContaining('load-tests/ hosts a service by its module'),
    ]);
    expect(byPath).toEqual([expect.stringContaining('by its package name')]);
    expect(writesThrough).toEqual([]);
  });
});
