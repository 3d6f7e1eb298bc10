import getPort from 'get-port';

/**
 * A free loopback port for a process started a moment later (a split-mode part, a second
 * gateway, redis-server): below the kernel's ephemeral range (32768-60999 on Linux), where no
 * other process's port 0 or outgoing connection can take it between the choice and the bind (in
 * CI, a test's server once did, and answered for the staff service); tried at random within it,
 * so two suites choosing at once rarely try the same.
 */
export const unclaimedPort = () =>
  getPort({
    host: '127.0.0.1',
    port: Array.from({ length: 20 }, () => 20_000 + Math.floor(Math.random() * 12_000)),
  });
