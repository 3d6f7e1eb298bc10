import path from 'node:path';
import { z } from 'zod';
import { staffPasswordSchema, staffUsernameSchema } from '@venue/contracts/staff';
import {
  backingEnvSchema,
  jwtSecretSchema,
  portSchema,
  publicBaseUrlSchema,
} from '@venue/service-kit/config';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** What the gateway needs whether it runs alone or hosts the whole embedded product. */
export const gatewayEnvSchema = backingEnvSchema
  .extend({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: portSchema.default(8080),
    HOST: z.string().default('0.0.0.0'),
    JWT_SECRET: jwtSecretSchema.optional(),
    // The account rules, checked at start: a bad first admin stops the start with the reason.
    STAFF_ADMIN_USERNAME: staffUsernameSchema.optional(),
    STAFF_ADMIN_PASSWORD: staffPasswordSchema.optional(),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value) => (value === 'true' ? true : value === 'false' ? false : value)),
    WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
    /**
     * Where the site is published (`https://forksarcade.ca`): canonical links, link previews,
     * the sitemap. Required in production; unset (the embedded default), the address the gateway
     * was reached at, as its socket has it (`siteOrigin`).
     */
    PUBLIC_BASE_URL: publicBaseUrlSchema.optional(),
    /** The edge cache's size in MB; 0 keeps nothing (every public read goes to its service). */
    EDGE_CACHE_MAX_MB: z.coerce
      .number({ error: 'must be a whole number of MB' })
      .int('must be a whole number of MB')
      .min(0, 'must be 0 or more')
      .default(64),
    /** The internal port for Prometheus' GET /metrics; unset: no metrics port. */
    METRICS_PORT: portSchema.optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
  })
  .superRefine((env, context) => {
    if (Boolean(env.STAFF_ADMIN_USERNAME) !== Boolean(env.STAFF_ADMIN_PASSWORD)) {
      context.addIssue({
        code: 'custom',
        path: ['STAFF_ADMIN_PASSWORD'],
        message: 'set both STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD, or neither',
      });
    }
    const production = env.NODE_ENV === 'production' || Boolean(env.MONGO_URL);
    if (!env.JWT_SECRET && production) {
      context.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production',
      });
    }
    if (!env.PUBLIC_BASE_URL && production) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_BASE_URL'],
        message:
          'is required in production: the address the site is published at, e.g. https://forksarcade.ca (pages name it in their links, and no Host header a client sends may)',
      });
    }
  });

export type GatewayEnv = z.output<typeof gatewayEnvSchema>;
