import { requireStaff } from '@venue/auth/require-staff';
import { createService } from '@venue/service-kit/create-service';
import type { ServiceModule } from '@venue/service-kit/service-module';
import { gamesDomain } from './games.domain';
import { gamesRepository } from './games.repository';
import { gamesRoutes } from './games.routes';
import { readSeedFiles } from './games.seed';

export const catalogueService: ServiceModule = {
  name: 'catalogue',
  defaultPort: 4001,

  async build({ store, jobs, logger, jwtSecret }) {
    const games = gamesDomain(await gamesRepository(store), jobs);
    const seeded = await games.seedIfEmpty(await readSeedFiles());
    if (seeded > 0) logger.info({ seeded }, 'seeded the catalogue from the category files');
    return createService({
      name: 'catalogue',
      logger,
      readiness: { store: () => store.ping(), queue: () => jobs.ping() },
      routes: (app) => app.use(gamesRoutes(games, requireStaff(jwtSecret))),
    });
  },
};
