import { pino, type Logger } from 'pino';

export type { Logger };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const createLogger = (name: string, level: LogLevel) => pino({ name, level });
