import { readFile } from 'node:fs/promises';
import { registryProblems } from '@venue/service-kit/registry-check';
import { describe, expect, it } from 'vitest';
import { registry } from './registry';

describe("the product's registry", () => {
  it('when it is checked, then every name, variable and port is usable', () => {
    expect(registryProblems(registry)).toEqual([]);
  });

  it('when each entry is loaded, then it loads the service its line names', async () => {
    for (const entry of registry) {
      const module = await entry.load();
      expect({ name: module.name, api: module.api }).toEqual({ name: entry.name, api: entry.api });
    }
  });

  it("when the operations guide's port list is read, then it names every service's port", async () => {
    const guide = await readFile(new URL('../../../infra/README.md', import.meta.url), 'utf8');
    const lines = guide.split('\n');
    const listed = lines.slice(lines.indexOf('### Ports'));
    for (const { name, port } of registry) expect(listed).toContain(`- ${name}: \`${port}\``);
  });

  it("when the operations guide's Prometheus targets are read, then they name every service", async () => {
    const guide = await readFile(new URL('../../../infra/README.md', import.meta.url), 'utf8');
    const targets = guide
      .slice(guide.indexOf('scrape_configs:'))
      .split('```')[0]!
      .split('\n')
      .map((line) => /^\s+- (\S+)/.exec(line)?.[1]);
    for (const { name, port } of registry) expect(targets).toContain(`${name}:${port}`);
  });
});
