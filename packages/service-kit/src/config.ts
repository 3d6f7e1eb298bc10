import { z } from 'zod';
import { logLevels } from './logger';

/** A configuration that failed validation; the message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses environment variables once, at start; a bad variable stops the start with a list. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(blanksRemoved);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    ),
  );
}

export const portSchema = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a port number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

export const logLevelSchema = z.enum(logLevels, {
  error: `must be one of ${logLevels.join(', ')}`,
});

export const mongoUrlSchema = z
  .string()
  .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URL');

export const redisUrlSchema = z
  .string()
  .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL');

/** REDIS_URL where processes must share their queue: refused with the reason when missing. */
export const requiredRedisUrlSchema = (reason: string) =>
  z.string({ error: `is required: ${reason}` }).pipe(redisUrlSchema);

/**
 * With MONGO_URL the jobs of a service run in the worker, not beside its store: without Redis
 * the two would have separate queues and its events would never cross.
 */
export function checkBacking(config: {
  MONGO_URL?: string | undefined;
  REDIS_URL?: string | undefined;
}) {
  if (config.MONGO_URL && !config.REDIS_URL) {
    throw new ConfigError([
      'REDIS_URL: is required with MONGO_URL: the services, the worker and the gateway share their jobs and events through Redis',
    ]);
  }
}

export const jwtSecretSchema = z.string().min(32, 'must be at least 32 characters');

/**
 * `PUBLIC_BASE_URL`, where the site is published (`https://forksarcade.ca`): an origin, read by
 * the gateway (its pages' links) and the machines (their QR codes) alike.
 */
export const publicBaseUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username;
  }, 'must be an origin only, such as https://forksarcade.ca (no path, query or user)')
  .transform((value) => new URL(value).origin);

/** How a process stores data and runs jobs: embedded files and in-process, or Mongo and Redis. */
export const backingEnvSchema = z.object({
  DATA_DIR: z.string().default('data'),
  MONGO_URL: mongoUrlSchema.optional(),
  REDIS_URL: redisUrlSchema.optional(),
  LOG_LEVEL: logLevelSchema.default('info'),
});
