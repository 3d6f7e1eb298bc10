/**
 * `npm run test:hosts`: the product on test hosts (`tests/hosts`), in a network namespace of its
 * own so that the bridge and links it makes never touch the machine's own network. Ends with
 * the counts.
 */
import { countsLine, runVitest } from './lib/vitest-run';

const hosts = await runVitest('the product on test hosts', ['--project', 'hosts'], {
  ownNetwork: true,
});
process.stdout.write(`\n${countsLine(hosts)}\n`);
process.exit(hosts.ok && hosts.failed === 0 ? 0 : 1);
