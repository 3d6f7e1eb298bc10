/** The slice of a pino logger the jobs adapters use; a pino logger fits as is. */
export interface JobsLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const stderrLine =
  (level: 'error' | 'warn' | 'info') =>
  (obj: object, msg: string): void => {
    process.stderr.write(`${JSON.stringify({ level, time: Date.now(), ...obj, msg })}\n`);
  };

/** Default when no logger is given: a failed job must never go unnoticed. */
export const stderrJsonLogger: JobsLogger = {
  error: stderrLine('error'),
  warn: stderrLine('warn'),
  info: stderrLine('info'),
};
