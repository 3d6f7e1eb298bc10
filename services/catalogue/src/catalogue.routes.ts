import type { catalogueApi } from '@venue/contracts/catalogue';
import type { Handlers } from '@venue/service-kit/api-router';
import { notFound } from '@venue/service-kit/errors';
import type { GamesDomain } from './catalogue.domain';
import type { GamesReadModel } from './catalogue.read-model';

const throwNoGame = (): never => {
  throw notFound('No game has that address');
};

/** The catalogue's declared routes (packages/contracts/src/catalogue.ts), each onto the domain. */
export function gamesRoutes(
  games: GamesDomain,
  readModel: GamesReadModel,
): Handlers<typeof catalogueApi> {
  return {
    grouped: () => readModel.grouped(),
    counts: () => readModel.counts(),
    names: () => readModel.names(),
    bySlug: ({ params }) => readModel.bySlug(params.slug) ?? throwNoGame(),
    exportFile: async ({ query }, _req, res) => {
      const file = await games.exportFile(query.category);
      res.type('text/plain; charset=utf-8').attachment(`${query.category}.txt`).send(file);
    },
    importFile: ({ query, body }) => games.importFile(query.category, body, query.dryRun),
    inCategory: ({ params }) => readModel.inCategory(params.category),
    create: ({ body }, _req, res) => {
      res.status(201);
      return games.create(body);
    },
    update: ({ params, body }) => games.update(params.id, body),
    remove: async ({ params }, _req, res) => {
      await games.remove(params.id);
      res.status(204).end();
    },
  };
}
