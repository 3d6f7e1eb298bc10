import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './logger';

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish, then runs the closers in order. */
  close(): Promise<void>;
}

export interface RunServerOptions {
  /** An Express app, or any request listener (the gateway puts its cache in front of its app). */
  app: RequestListener;
  port: number;
  host?: string;
  logger: Logger;
  /** Closed after the HTTP server has drained, e.g. the queue then the store. */
  closers?: Array<() => Promise<void>>;
  /** How long in-flight requests may take to finish before connections are cut. */
  drainTimeoutMs?: number;
}

export async function runServer(options: RunServerOptions): Promise<RunningServer> {
  const { app, logger, closers = [], drainTimeoutMs = 10_000 } = options;
  const server = createServer(app);
  // Announced as `Keep-Alive: timeout=65`; the gateway closes an idle connection before that
  // (gateway/src/service-agent.ts), so it never sends on one the service has closed.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections go idle as their last request finishes; close them as they do.
      const sweeper = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), drainTimeoutMs);
      await drained;
      clearInterval(sweeper);
      clearTimeout(timer);
      for (const closeDependency of closers) {
        try {
          await closeDependency();
        } catch (error) {
          logger.error({ err: error }, 'closing a dependency failed');
        }
      }
    })());

  return { server, port, url: `http://${host}:${port}`, close };
}

/** Runs `shutdown` once on SIGTERM or SIGINT, then exits. */
export function onShutdownSignal(logger: Logger, shutdown: () => Promise<void>) {
  let started = false;
  const handle = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    logger.info({ signal }, 'shutting down');
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handle);
  process.once('SIGINT', handle);
}
