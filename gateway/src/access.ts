import type { RequestHandler } from 'express';
import { forbidden, notFound } from '@venue/service-kit/errors';
import { findRoute } from './route-table';

/**
 * Edge access control for /api: a path the route table doesn't know is a 404; a staff route
 * needs an active staff session, an admin route an active admin, before anything answers it.
 */
export function apiAccess(requireActiveStaff: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const path = req.baseUrl + req.path;
    const match = findRoute(req.method, path);
    if (!match) throw notFound(`No API route for ${req.method} ${path}`);
    if (match.route.access === 'public') return next();
    return requireActiveStaff(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (match.route.access === 'admin' && res.locals.account?.role !== 'admin') {
        return next(forbidden('Only an admin can do that'));
      }
      next();
    });
  };
}
