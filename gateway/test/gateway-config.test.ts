import { describe, expect, it } from 'vitest';
import { parseEnv } from '@venue/service-kit/config';
import { gatewayEnvSchema } from '../src/gateway.config';

/** The gateway's settings as a start reads them. */
const secret = 'x'.repeat(32);

describe("the gateway's configuration", () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production', JWT_SECRET: secret }],
    ['MONGO_URL', { MONGO_URL: 'mongodb://mongo:27017', JWT_SECRET: secret }],
  ])(
    'when it runs in production (%s) without PUBLIC_BASE_URL, then it refuses to start and says why',
    (_label, env) => {
      expect(() => parseEnv(gatewayEnvSchema, { ...env, PUBLIC_BASE_URL: '' })).toThrow(
        /PUBLIC_BASE_URL: is required in production: the address the site is published at/,
      );
      expect(
        parseEnv(gatewayEnvSchema, { ...env, PUBLIC_BASE_URL: 'https://forks.example' })
          .PUBLIC_BASE_URL,
      ).toBe('https://forks.example');
    },
  );

  it('when the embedded default runs without PUBLIC_BASE_URL, then it starts', () => {
    expect(parseEnv(gatewayEnvSchema, {}).PUBLIC_BASE_URL).toBeUndefined();
  });
});
