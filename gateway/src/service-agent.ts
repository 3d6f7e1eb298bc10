import { Agent } from 'node:http';

/** How long a connection to a service may stay idle when the service announces no limit. */
const idleCeilingMs = 30_000;

/**
 * Keep-alive connections from the gateway to the services. The gateway must close an idle
 * connection before the service does: a request sent on one the service has just closed fails
 * (ECONNRESET, a 502 to the visitor). Node's agent honours a service's `Keep-Alive: timeout=N`
 * (closing a second early) only when it has an idle limit of its own, hence `timeout`.
 */
export const serviceAgent = (maxSockets: number) =>
  new Agent({ keepAlive: true, keepAliveMsecs: 10_000, maxSockets, timeout: idleCeilingMs });
