import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

export interface LoginLimits {
  windowMs: number;
  /** Failed attempts per client address in the window, whatever the username. */
  perIp: number;
  /** Failed attempts per username in the window, whatever the address. */
  perUsername: number;
}

export const defaultLoginLimits: LoginLimits = {
  windowMs: 15 * 60_000,
  perIp: 30,
  perUsername: 10,
};

const tooMany = { message: 'Too many sign-in attempts. Please wait a few minutes and try again.' };

/** Per-address and per-username limits on sign-in, answering 429 with the common error body. */
export function loginRateLimits(limits: LoginLimits): RequestHandler[] {
  return [
    rateLimit({
      windowMs: limits.windowMs,
      limit: limits.perIp,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // A venue's crew shares one address; only failures say someone is guessing.
      skipSuccessfulRequests: true,
      message: tooMany,
    }),
    rateLimit({
      windowMs: limits.windowMs,
      limit: limits.perUsername,
      standardHeaders: false,
      legacyHeaders: false,
      skipSuccessfulRequests: true,
      keyGenerator: (req) => {
        const username: unknown = req.body?.username;
        return `username:${typeof username === 'string' ? username.trim().toLowerCase() : ''}`;
      },
      message: tooMany,
    }),
  ];
}
