import { catalogueApi, gameChanged } from '@venue/contracts/catalogue';
import { defineService } from '@venue/service-kit/service-module';
import { gamesDomain } from './catalogue.domain';
import { gamesReadModel } from './catalogue.read-model';
import { gamesRepository } from './catalogue.repository';
import { gamesRoutes } from './catalogue.routes';
import { readSeedFiles } from './catalogue.seed';

export const catalogueService = defineService({
  name: 'catalogue',
  api: catalogueApi,
  publishes: [gameChanged],

  async build({ store, outbox, logger, serving }) {
    const repository = await gamesRepository(store);
    const readModel = gamesReadModel(repository);
    const games = gamesDomain(repository, outbox, logger);
    if (serving) {
      const finished = await games.finishPendingImports();
      if (finished > 0) logger.warn({ finished }, 'finished imports a stop had interrupted');
      const seeded = await games.seedIfEmpty(await readSeedFiles());
      if (seeded > 0) logger.info({ seeded }, 'seeded the catalogue from the category files');
      const slugged = await games.backfillSlugs();
      if (slugged > 0) logger.info({ slugged }, 'gave the games made before slugs their slugs');
    }
    return { handlers: gamesRoutes(games, readModel), readModel };
  },
});
