import express, { Router, type RequestHandler } from 'express';
import {
  categoryParamsSchema,
  createGameSchema,
  gameFileQuerySchema,
  gameIdParamsSchema,
  gameImportQuerySchema,
} from '@venue/contracts/games';
import { AppError } from '@venue/service-kit/errors';
import { validated } from '@venue/service-kit/validate';
import type { GamesDomain } from './games.domain';

const gameFileLimit = '1mb';

export function gamesRoutes(games: GamesDomain, requireStaff: RequestHandler): Router {
  const router = Router();

  router.get(
    '/api/games',
    validated({}, () => games.grouped()),
  );
  router.get(
    '/api/games/counts',
    validated({}, () => games.counts()),
  );
  router.get(
    '/api/games/list',
    validated({}, () => games.names()),
  );

  router.get(
    '/api/games/export',
    requireStaff,
    validated({ query: gameFileQuerySchema }, async ({ query }, _req, res) => {
      const file = await games.exportFile(query.category);
      res.type('text/plain; charset=utf-8').attachment(`${query.category}.txt`).send(file);
    }),
  );

  router.post(
    '/api/games/import',
    requireStaff,
    express.text({ type: ['text/*', 'application/octet-stream'], limit: gameFileLimit }),
    validated({ query: gameImportQuerySchema }, ({ query }, req) => {
      if (typeof req.body !== 'string') {
        throw new AppError(415, 'Send the game file as text/plain');
      }
      return games.importFile(query.category, req.body, query.dryRun);
    }),
  );

  router.get(
    '/api/games/:category',
    validated({ params: categoryParamsSchema }, ({ params }) => games.inCategory(params.category)),
  );

  router.post(
    '/api/games',
    requireStaff,
    validated({ body: createGameSchema }, (input, _req, res) => {
      res.status(201);
      return games.create(input.body);
    }),
  );

  router.put(
    '/api/games/:id',
    requireStaff,
    validated({ params: gameIdParamsSchema, body: createGameSchema }, ({ params, body }) =>
      games.update(params.id, body),
    ),
  );

  router.delete(
    '/api/games/:id',
    requireStaff,
    validated({ params: gameIdParamsSchema }, async ({ params }, _req, res) => {
      await games.remove(params.id);
      res.status(204).end();
    }),
  );

  return router;
}
