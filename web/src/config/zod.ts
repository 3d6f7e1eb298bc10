import { z } from 'zod';

/**
 * No JIT: zod otherwise probes `new Function('')` to compile fast parsers, and under the site's
 * CSP (script-src 'self', no 'unsafe-eval') that probe is reported as a violation.
 * Imported first in main.tsx, and built into zod's own chunk (vite.config.ts), so it runs before
 * any other chunk builds a schema.
 */
z.config({ jitless: true });
