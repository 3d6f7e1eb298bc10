import express, { Router, type RequestHandler } from 'express';
import {
  createStaffAccountSchema,
  resetStaffPasswordSchema,
  staffAccountParamsSchema,
  staffLoginSchema,
  updateStaffAccountSchema,
  type StaffSession,
} from '@venue/contracts/staff';
import { AppError, badRequest, forbidden, unauthorized } from '@venue/service-kit/errors';
import { validated } from '@venue/service-kit/validate';
import { loginRateLimits, type LoginLimits } from './login-rate-limit';
import type { StaffAccounts } from './staff-accounts.domain';
import type { VerifiedStaffClaims } from './tokens';

/** The claims the gateway's access check verified for this request. */
const claimsOf = (locals: Record<string, unknown>): VerifiedStaffClaims => {
  if (!locals.staff) throw unauthorized('Staff sign-in required');
  return locals.staff as VerifiedStaffClaims;
};

const requireAdmin: RequestHandler = (_req, res, next) => {
  if (claimsOf(res.locals).role !== 'admin')
    throw forbidden('Only an admin can manage staff accounts');
  next();
};

const smallJson = express.json({ limit: '4kb' });

/**
 * Sign-in, the current session, the in-page gate's re-check and staff account management. The
 * gateway hosts these behind its access check, which puts a staff route's verified claims in
 * `res.locals.staff`.
 */
export function staffRoutes(options: { accounts: StaffAccounts; loginLimits: LoginLimits }) {
  const { accounts } = options;
  const router = Router();

  router.post(
    '/api/staff/login',
    smallJson,
    ...loginRateLimits(options.loginLimits),
    validated({ body: staffLoginSchema }, ({ body }) =>
      accounts.login(body.username, body.password),
    ),
  );

  router.get('/api/staff/session', (_req, res) => {
    const { username, role, exp } = claimsOf(res.locals);
    const session: StaffSession = { username, role, expiresAt: new Date(exp * 1000).toISOString() };
    res.json(session);
  });

  router.post('/api/staff/logout', async (_req, res) => {
    await accounts.logout(claimsOf(res.locals));
    res.status(204).end();
  });

  // The in-page gates ask the signed-in person to confirm their own credentials. A mismatch is a
  // 403, not a 401: the session itself is still good.
  router.post(
    '/api/staff/verify',
    smallJson,
    ...loginRateLimits(options.loginLimits),
    validated({ body: staffLoginSchema }, async ({ body }, _req, res) => {
      const claims = claimsOf(res.locals);
      const account = await accounts.authenticate(body.username, body.password);
      if (!account || account.id !== claims.sub)
        throw new AppError(403, 'Invalid username or password');
      return { username: account.username };
    }),
  );

  router.get(
    '/api/staff/users',
    requireAdmin,
    validated({}, () => accounts.list()),
  );

  router.post(
    '/api/staff/users',
    requireAdmin,
    smallJson,
    validated({ body: createStaffAccountSchema }, (input, _req, res) => {
      res.status(201);
      return accounts.create(input.body);
    }),
  );

  router.patch(
    '/api/staff/users/:id',
    requireAdmin,
    smallJson,
    validated(
      { params: staffAccountParamsSchema, body: updateStaffAccountSchema },
      ({ params, body }, _req, res) => {
        if (body.disabled && params.id === claimsOf(res.locals).sub) {
          throw badRequest('You cannot disable your own account', {
            disabled: ['You cannot disable your own account'],
          });
        }
        return accounts.setDisabled(params.id, body.disabled);
      },
    ),
  );

  router.put(
    '/api/staff/users/:id/password',
    requireAdmin,
    smallJson,
    validated(
      { params: staffAccountParamsSchema, body: resetStaffPasswordSchema },
      ({ params, body }) => accounts.resetPassword(params.id, body.password),
    ),
  );

  return router;
}
