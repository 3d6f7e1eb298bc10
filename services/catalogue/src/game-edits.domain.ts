import { randomUUID } from 'node:crypto';
import { gameChanged, type Game } from '@venue/contracts/catalogue';
import { conflict, notFound } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import { DuplicateKeyError } from '@venue/store/store.port';
import { presentGame } from './catalogue.read-model';
import type { GameFields, GamesRepository } from './catalogue.repository';
import { slugOf } from './catalogue.slugs';
import type { GameSlugs } from './game-slugs.domain';

/** Staff's changes to one game: each saved with its game.changed event. */
export function gameEdits(
  games: GamesRepository,
  outbox: Outbox,
  slugs: GameSlugs,
  logger: Logger,
) {
  const nameTaken = (fields: GameFields) =>
    conflict(`A game named ${fields.name} already exists in ${fields.category}`, {
      name: ['A game with this name already exists in this category'],
    });

  /** The unique index is the final word when two writes race past the check. */
  async function writeUnique<T>(fields: GameFields, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw nameTaken(fields);
      throw error;
    }
  }

  async function assertNameFree(fields: GameFields, exceptId?: string) {
    const existing = await games.findByName(fields.category, fields.name);
    if (existing && existing.id !== exceptId) throw nameTaken(fields);
  }

  return {
    async create(fields: GameFields): Promise<Game> {
      await assertNameFree(fields);
      const id = randomUUID();
      const changed = domainEvent(gameChanged, {
        change: 'created',
        category: fields.category,
        gameId: id,
        name: fields.name,
      });
      const record = await slugs.withSlug(await slugs.claimFor(fields.name, id), (slug) =>
        outbox.record([changed], () =>
          writeUnique(fields, () => games.insert({ ...fields, slug }, id)),
        ),
      );
      return presentGame(record);
    },

    async update(id: string, fields: GameFields): Promise<Game> {
      const before = await games.findById(id);
      if (!before) throw notFound('No game with that id');
      await assertNameFree(fields, id);
      const changes = [
        domainEvent(gameChanged, {
          change: 'updated',
          category: fields.category,
          gameId: id,
          name: fields.name,
        }),
      ];
      if (before.category !== fields.category) {
        changes.push(
          domainEvent(gameChanged, {
            change: 'updated',
            category: before.category,
            gameId: id,
            name: fields.name,
          }),
        );
      }
      // A new name's slug becomes the game's; the old one stays an alias that leads here.
      const claim =
        before.slug === undefined || slugOf(fields.name) !== slugOf(before.name)
          ? await slugs.claimFor(fields.name, id)
          : { slug: before.slug, claimed: false };
      const record = await slugs.withSlug(claim, (slug) =>
        outbox.record(changes, async () => {
          const updated = await writeUnique(fields, () => games.update(id, { ...fields, slug }));
          if (!updated) throw notFound('No game with that id');
          return updated;
        }),
      );
      return presentGame(record);
    },

    async remove(id: string): Promise<void> {
      const record = await games.findById(id);
      if (!record) throw notFound('No game with that id');
      const changed = domainEvent(gameChanged, {
        change: 'deleted',
        category: record.category,
        gameId: record.id,
        name: record.name,
      });
      await outbox.record([changed], async () => {
        if (!(await games.delete(id))) throw notFound('No game with that id');
        // Its slugs may name another game now; one not freed here is freed at the next start.
        await games
          .releaseSlugsOf(id)
          .catch((error: unknown) =>
            logger.warn({ err: error, gameId: id }, 'catalogue: slugs of a deleted game kept'),
          );
      });
    },
  };
}
