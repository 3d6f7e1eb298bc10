import type { Express } from 'express';
import type { Jobs } from '@venue/jobs/jobs.port';
import type { Store } from '@venue/store/store.port';
import type { Logger } from './logger';

export interface ServiceDeps {
  store: Store;
  jobs: Jobs;
  logger: Logger;
  /** Verifies staff tokens on this service's staff and write routes. */
  jwtSecret: string;
}

/** What every service exports, so one process, its own process or the worker can host it. */
export interface ServiceModule {
  name: string;
  /** Default port when the service runs as its own process. */
  defaultPort: number;
  /** Prepares collections and first-start data, and returns the HTTP app (never listens). */
  build(deps: ServiceDeps): Promise<Express>;
  /** Starts the service's job workers and event subscribers. */
  work?(deps: ServiceDeps): Promise<void>;
}
