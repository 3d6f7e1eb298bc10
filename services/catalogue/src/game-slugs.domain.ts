import { gameChanged, type GameCategory } from '@venue/contracts/catalogue';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import type { GamesRepository } from './catalogue.repository';
import { slugOf } from './catalogue.slugs';

/** A slug claimed for a game; `claimed` says whether it was free before. */
interface SlugClaim {
  slug: string;
  claimed: boolean;
}

/** The games' addresses: each game's slug, claimed from its name and kept unique. */
export function gameSlugs(games: GamesRepository, outbox: Outbox) {
  /**
   * The first slug of the name that no other game holds (`godzilla`, then `godzilla-2`...); a
   * game's own earlier slugs are its to take back.
   */
  async function claimFor(name: string, gameId: string): Promise<SlugClaim> {
    const base = slugOf(name);
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const claim = await games.claimSlug(slug, gameId);
      if (claim !== 'taken') return { slug, claimed: claim === 'new' };
    }
  }

  /** Runs the write with a slug just claimed for it, freeing the slug again if the write fails. */
  async function withSlug<T>(claim: SlugClaim, write: (slug: string) => Promise<T>): Promise<T> {
    try {
      return await write(claim.slug);
    } catch (error) {
      if (claim.claimed) await games.releaseSlug(claim.slug);
      throw error;
    }
  }

  /**
   * Gives a slug to every game without one (made before slugs, or by an import) and frees the
   * slugs of games that are gone. Idempotent. Returns the categories whose games changed.
   */
  async function assignMissing(): Promise<Set<GameCategory>> {
    const changed = new Set<GameCategory>();
    for (const record of await games.withoutSlug()) {
      await games.setSlug(record.id, (await claimFor(record.name, record.id)).slug);
      changed.add(record.category);
    }
    await games.releaseSlugsOfGone();
    return changed;
  }

  return {
    claimFor,
    withSlug,
    assignMissing,

    /**
     * At start: games from before slugs (or from an import a stop cut short) get theirs, each
     * category that changed announced, so cached answers and the machines' list take them up.
     */
    async backfill(): Promise<number> {
      const waiting = await games.withoutSlug();
      if (waiting.length === 0) {
        await games.releaseSlugsOfGone();
        return 0;
      }
      const categories = new Set(waiting.map((record) => record.category));
      await outbox.record(
        [...categories].map((category) =>
          domainEvent(gameChanged, { change: 'updated', category }),
        ),
        () => assignMissing(),
      );
      return waiting.length;
    },
  };
}

export type GameSlugs = ReturnType<typeof gameSlugs>;
