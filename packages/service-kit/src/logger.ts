import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** A process's logger, writing JSON lines to stdout, or to `destination` (tests read it there). */
export const createLogger = (name: string, level: LogLevel, destination?: DestinationStream) =>
  destination ? pino({ name, level }, destination) : pino({ name, level });

/**
 * Writes plain text to the logger's own output, after every line logged before it: pino writes
 * to stdout asynchronously, so text written to process.stdout directly may come out before lines
 * logged earlier that are still waiting.
 */
export function writeAfterLogs(logger: Logger, text: string): void {
  (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!.write(text);
}
