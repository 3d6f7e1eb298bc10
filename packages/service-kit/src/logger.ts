import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * A JSON logger (to stdout, or `destination`: tests read it there) whose every line written
 * while work runs for a request carries that request's id as `requestId` (see
 * request-context.ts). A line may name another request's id itself, e.g. a job's failure logged
 * by the queue.
 */
export function createLogger(name: string, level: LogLevel, destination?: DestinationStream) {
  const options = {
    name,
    level,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId === undefined ? {} : { requestId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Writes plain text to the logger's own output, after every line logged before it: pino writes
 * to stdout asynchronously, so text written to process.stdout directly may come out before lines
 * logged earlier that are still waiting.
 */
export function writeAfterLogs(logger: Logger, text: string): void {
  (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!.write(text);
}
