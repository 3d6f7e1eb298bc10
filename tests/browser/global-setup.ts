import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct, type ProductMode } from '@venue/test-helpers/product';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export const testAdmin = { username: 'testadmin', password: 'browser-test-password-1' };
/** Known to the tests so they can sign tokens that are expired but otherwise genuine. */
const jwtSecret = 'browser-tests-jwt-secret-at-least-32-characters';

/**
 * Starts the real product once for the browser suite: embedded by default, or separate
 * processes on Redis when BROWSER_MODE=split.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(repoRoot, 'web/dist/server/entry-server.js'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const mode: ProductMode = process.env.BROWSER_MODE === 'split' ? 'split' : 'embedded';
  const product = await startProduct({
    mode,
    env: {
      STAFF_ADMIN_USERNAME: testAdmin.username,
      STAFF_ADMIN_PASSWORD: testAdmin.password,
      JWT_SECRET: jwtSecret,
      // Every browser test signs in from the same address; the per-username limit stays as shipped.
      LOGIN_LIMIT_PER_IP: '10000',
      // No weather provider answers here (tests/browser/integrations.test.ts runs a fake one).
      OPEN_METEO_URL: 'http://127.0.0.1:9',
    },
  });
  project.provide('baseUrl', product.baseUrl);
  project.provide('productMode', mode);
  project.provide('staffAdmin', testAdmin);
  project.provide('jwtSecret', jwtSecret);
  return async () => {
    await product.stop();
    if (process.env.PRODUCT_LOG_FILE)
      await writeFile(process.env.PRODUCT_LOG_FILE, product.output());
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    productMode: ProductMode;
    staffAdmin: { username: string; password: string };
    jwtSecret: string;
  }
}
