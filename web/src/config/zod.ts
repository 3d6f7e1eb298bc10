/**
 * No JIT: zod otherwise probes `new Function('')` to compile fast parsers, and under the site's
 * CSP (script-src 'self', no 'unsafe-eval') that probe is reported as a violation. Zod reads its
 * settings from this global whenever it loads, so it is set first thing in main.tsx without
 * loading zod itself, which comes later with the first API call or form that needs it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
