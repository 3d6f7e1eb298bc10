import express, { Router } from 'express';
import { unauthorized } from '@venue/service-kit/errors';
import { staffLoginSchema, type StaffClaims } from '@venue/contracts/staff';
import { validated } from '@venue/service-kit/validate';
import { loginRateLimits, type LoginLimits } from './login-rate-limit';
import type { StaffAccounts } from './staff-accounts.domain';

/**
 * Sign-in and the current session. The gateway hosts these behind its access check, which puts
 * the verified claims of a staff route in `res.locals.staff`.
 */
export function staffRoutes(options: { accounts: StaffAccounts; loginLimits: LoginLimits }) {
  const { accounts } = options;
  const router = Router();
  router.post(
    '/api/staff/login',
    express.json({ limit: '4kb' }),
    ...loginRateLimits(options.loginLimits),
    validated({ body: staffLoginSchema }, ({ body }) => accounts.login(body.username, body.password)),
  );
  router.get('/api/staff/session', (_req, res) => {
    if (!res.locals.staff) throw unauthorized('Staff sign-in required');
    const { username, role, exp } = res.locals.staff as StaffClaims & { exp: number };
    res.json({ username, role, expiresAt: new Date(exp * 1000).toISOString() });
  });
  return router;
}
