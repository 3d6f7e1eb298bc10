import { z } from 'zod';

/**
 * No JIT: zod otherwise probes `new Function('')` to compile fast parsers, and under the site's
 * CSP (script-src 'self', no 'unsafe-eval') that probe is reported as a violation.
 * Imported first in main.tsx, before any schema parses.
 */
z.config({ jitless: true });
