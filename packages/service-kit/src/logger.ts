import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** A process's logger, writing JSON lines to stdout, or to `destination` (tests read it there). */
export const createLogger = (name: string, level: LogLevel, destination?: DestinationStream) =>
  destination ? pino({ name, level }, destination) : pino({ name, level });
