/**
 * Test hosts on this machine: network namespaces, each with its own address on a private subnet
 * and its own ports, joined by a bridge that the test's own namespace is on too. A program
 * started in a host reaches the others only by their addresses, as across a network. Needs root
 * and iproute2's `ip`. `npm run test:hosts` and `npm test` run the test in a network namespace
 * of its own, so the bridge's address never appears on the machine's network (where Chromium
 * would drop its requests with ERR_NETWORK_CHANGED).
 *
 * Everything is named after the test's process id (`vh<pid>-...`), so a run that was killed
 * before it could clean up is recognised by the next one, which removes what it left.
 */
import { execFileSync, spawnSync } from 'node:child_process';

/** Why test hosts cannot be made here, or null when they can. */
export function hostsUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'needs root (network namespaces)';
  const ip = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' });
  if (ip.error || ip.status !== 0) return 'needs iproute2 (`ip netns`)';
  if (spawnSync('redis-server', ['--version']).error) return 'needs redis-server';
  return null;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const quietly = (...args: string[]) => spawnSync('ip', args, { stdio: 'ignore' });

const prefix = (pid: number) => `vh${pid}`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ends whatever still runs in a namespace, then deletes it (its veth and their peers go with it). */
function deleteNamespace(namespace: string) {
  const pids = spawnSync('ip', ['netns', 'pids', namespace], { encoding: 'utf8' }).stdout;
  for (const pid of pids.split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  quietly('netns', 'del', namespace);
}

/** Removes the namespaces (and what runs in them) and the bridge of runs whose process is gone. */
function removeLeftovers() {
  const names = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' }).stdout.split('\n');
  const dead = new Set<number>();
  for (const line of names) {
    const found = /^vh(\d+)-\S+/.exec(line);
    if (!found) continue;
    const pid = Number(found[1]);
    if (alive(pid)) continue;
    deleteNamespace(found[0]);
    dead.add(pid);
  }
  for (const pid of dead) quietly('link', 'del', `${prefix(pid)}br`);
}

export interface TestHost {
  name: string;
  address: string;
  /** The namespace's name, for `ip netns exec`. */
  namespace: string;
}

export interface TestNetwork {
  /** The test's own address on the bridge. */
  address: string;
  host(name: string): TestHost;
  /** Deletes every namespace (ending what still runs there) and the bridge. */
  remove(): void;
}

/** A 10.231.N subnet no address of this machine is on (another run's, say), N tried from `start`. */
function freeSubnet(start: number): string {
  const used = spawnSync('ip', ['-o', '-4', 'addr', 'show'], { encoding: 'utf8' }).stdout;
  for (let step = 0; step < 250; step++) {
    const subnet = `10.231.${(start + step) % 250}`;
    if (!used.includes(` ${subnet}.`)) return subnet;
  }
  throw new Error('No free 10.231.N.0/24 subnet for the test hosts');
}

/**
 * A bridge on a free 10.231.N.0/24 with the test at .1, and one namespace per name at .10, .11,
 * ... Removed by `remove()`, and when the process exits.
 */
export function createTestNetwork(names: string[]): TestNetwork {
  removeLeftovers();
  const tag = prefix(process.pid);
  const subnet = freeSubnet(process.pid % 250);
  const bridge = `${tag}br`;
  const hosts = new Map<string, TestHost>();
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    for (const host of hosts.values()) deleteNamespace(host.namespace);
    quietly('link', 'del', bridge);
  };
  process.once('exit', remove);
  try {
    ip('link', 'add', bridge, 'type', 'bridge');
    ip('addr', 'add', `${subnet}.1/24`, 'dev', bridge);
    ip('link', 'set', bridge, 'up');
    names.forEach((name, index) => {
      const host = {
        name,
        address: `${subnet}.${10 + index}`,
        namespace: `${tag}-${name}`,
      };
      hosts.set(name, host);
      const outside = `${tag}h${index}`;
      const inside = `${tag}n${index}`;
      ip('netns', 'add', host.namespace);
      ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
      ip('link', 'set', outside, 'master', bridge);
      ip('link', 'set', outside, 'up');
      ip('link', 'set', inside, 'netns', host.namespace);
      const within = (...args: string[]) => ip('netns', 'exec', host.namespace, 'ip', ...args);
      within('addr', 'add', `${host.address}/24`, 'dev', inside);
      within('link', 'set', inside, 'up');
      within('link', 'set', 'lo', 'up');
    });
  } catch (error) {
    remove();
    throw error;
  }
  return {
    address: `${subnet}.1`,
    host(name) {
      const host = hosts.get(name);
      if (!host) throw new Error(`No test host ${name}`);
      return host;
    },
    remove,
  };
}
