import { z } from 'zod';
import { defineApi } from './http';
import { holdsLoneSurrogate } from './text';
import { staffSessionHours } from './values';

export const staffLoginSchema = z.object({
  // Any text up to 64 characters: a name no account has is a wrong username (a 401), but text
  // that is not text (a lone surrogate) is refused here, before the sign-in limits look it up.
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64)
    .refine(
      (value) => !holdsLoneSurrogate(value),
      'Username contains a character that is not allowed',
    ),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

/** A staff session lasts this long from sign-in, in the browser and in the token alike. */
export { staffSessionHours };

export const staffLoginResponseSchema = z.object({
  token: z.string(),
  username: z.string(),
});

export const staffRoles = ['admin', 'staff'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const minimumPasswordLength = 10;
export const staffPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(minimumPasswordLength, `Password must be at least ${minimumPasswordLength} characters`)
  .max(256, 'Password must be at most 256 characters');

export const staffUsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .regex(
    /^[a-zA-Z0-9._-]{3,32}$/,
    'Username must be 3-32 letters, digits, dots, dashes or underscores',
  );

/** The claims inside a staff session token. */
export const staffClaimsSchema = z.object({
  sub: z.string(),
  username: z.string(),
  role: staffRoleSchema,
});
export type StaffClaims = z.infer<typeof staffClaimsSchema>;

export const staffSessionSchema = z.object({
  username: z.string(),
  role: staffRoleSchema,
  expiresAt: z.iso.datetime(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.coerce.date(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const createStaffAccountSchema = z.object({
  username: staffUsernameSchema,
  password: staffPasswordSchema,
  role: staffRoleSchema.default('staff'),
});
export type CreateStaffAccount = z.input<typeof createStaffAccountSchema>;

export const updateStaffAccountSchema = z.object({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
});
export const resetStaffPasswordSchema = z.object({ password: staffPasswordSchema });
export const staffAccountParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Readiness of each part of the product, for the portal's system status tile. */
export const systemStatusSchema = z.object({
  status: z.enum(['online', 'degraded']),
  checks: z.record(z.string(), z.enum(['ok', 'unavailable'])),
  /** The gateway's edge cache since it started. */
  edgeCache: z.object({
    hits: z.number().int(),
    misses: z.number().int(),
    passedOn: z.number().int(),
    invalidations: z.number().int(),
    evictions: z.number().int(),
    entries: z.number().int(),
    bytes: z.number().int(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The in-page gates' re-check: the signed-in person confirms their own password. */
export const staffVerifySchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type StaffVerify = z.infer<typeof staffVerifySchema>;
export const staffVerifyResponseSchema = z.object({ username: z.string() });

/** Sign-in bodies are tiny; anything bigger is not a sign-in. */
const smallJsonLimit = 4 * 1024;

/** The gateway's own routes: sign-in, sessions, the gates' re-check and status. */
export const staffApi = defineApi('gateway', {
  login: {
    method: 'POST',
    path: '/api/staff/login',
    access: 'public',
    noStore: true,
    body: { kind: 'json', schema: staffLoginSchema, limit: smallJsonLimit },
    response: staffLoginResponseSchema,
  },
  session: {
    method: 'GET',
    path: '/api/staff/session',
    access: 'staff',
    response: staffSessionSchema,
  },
  logout: { method: 'POST', path: '/api/staff/logout', access: 'staff' },
  verify: {
    method: 'POST',
    path: '/api/staff/verify',
    access: 'staff',
    body: { kind: 'json', schema: staffVerifySchema, limit: smallJsonLimit },
    response: staffVerifyResponseSchema,
  },
  status: {
    method: 'GET',
    path: '/api/staff/status',
    access: 'staff',
    response: systemStatusSchema,
  },
});

/** A password as the gateway hands it on, with the address it came from (the limits count it). */
export const passwordCheckSchema = staffLoginSchema.extend({
  address: z.string().max(64),
});
export type PasswordCheck = z.infer<typeof passwordCheckSchema>;

/** An account as a new token names it: with the session version that ends it (see tokens.ts). */
export const signingAccountSchema = staffClaimsSchema.extend({
  sessionVersion: z.number().int().nonnegative(),
});

export const passwordCheckResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('accepted'), account: signingAccountSchema }),
  /** A wrong password, an unknown username or a disabled account: the same answer for all. */
  z.object({ outcome: z.literal('refused') }),
  /** Too many failures: the attempt was not checked. */
  z.object({ outcome: z.literal('throttled'), retryAfterSeconds: z.number().int().positive() }),
]);
export type PasswordCheckResult = z.infer<typeof passwordCheckResultSchema>;

export const sessionParamsSchema = z.object({ tokenId: z.string().min(1).max(64) });
/** The account a token names and the session version it was signed at. */
export const sessionQuerySchema = z.object({
  account: z.string().min(1).max(64),
  version: z.coerce.number().int().nonnegative(),
});
export const activeAccountSchema = z.object({ account: staffAccountSchema.nullable() });
export const endedSessionSchema = z.object({ expiresAt: z.iso.datetime() });

export const firstAdminSchema = z.object({
  username: staffUsernameSchema.optional(),
  password: staffPasswordSchema.optional(),
});
export const firstAdminResultSchema = z.object({
  /** The admin made now; its password only when the staff service made it up (embedded only). */
  created: z.object({ username: z.string(), generatedPassword: z.string().nullable() }).nullable(),
  accountsExist: z.boolean(),
});

/**
 * The staff service: accounts, the sessions they have ended and the sign-in limits, for every
 * gateway alike. Admins manage accounts through the gateway; the internal routes are the
 * gateway's questions at sign-in, at each staff request and at sign-out.
 */
export const staffAccountsApi = defineApi('staff', {
  listUsers: {
    method: 'GET',
    path: '/api/staff/users',
    access: 'admin',
    response: z.array(staffAccountSchema),
  },
  createUser: {
    method: 'POST',
    path: '/api/staff/users',
    access: 'admin',
    body: { kind: 'json', schema: createStaffAccountSchema, limit: smallJsonLimit },
    response: staffAccountSchema,
  },
  updateUser: {
    method: 'PATCH',
    path: '/api/staff/users/:id',
    access: 'admin',
    params: staffAccountParamsSchema,
    body: { kind: 'json', schema: updateStaffAccountSchema, limit: smallJsonLimit },
    response: staffAccountSchema,
  },
  resetPassword: {
    method: 'PUT',
    path: '/api/staff/users/:id/password',
    access: 'admin',
    params: staffAccountParamsSchema,
    body: { kind: 'json', schema: resetStaffPasswordSchema, limit: smallJsonLimit },
    response: staffAccountSchema,
  },
  checkPassword: {
    method: 'POST',
    path: '/api/internal/staff/password-checks',
    access: 'internal',
    body: { kind: 'json', schema: passwordCheckSchema, limit: smallJsonLimit },
    response: passwordCheckResultSchema,
  },
  activeAccount: {
    method: 'GET',
    path: '/api/internal/staff/sessions/:tokenId',
    access: 'internal',
    params: sessionParamsSchema,
    query: sessionQuerySchema,
    response: activeAccountSchema,
  },
  endSession: {
    method: 'PUT',
    path: '/api/internal/staff/sessions/:tokenId/end',
    access: 'internal',
    params: sessionParamsSchema,
    body: { kind: 'json', schema: endedSessionSchema, limit: smallJsonLimit },
  },
  ensureFirstAdmin: {
    method: 'POST',
    path: '/api/internal/staff/first-admin',
    access: 'internal',
    body: { kind: 'json', schema: firstAdminSchema, limit: smallJsonLimit },
    response: firstAdminResultSchema,
  },
});
