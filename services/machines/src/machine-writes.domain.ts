import type { Game } from '@venue/contracts/catalogue';
import { machineFloorChanged, machineStatusChanged } from '@venue/contracts/machines';
import type { OpenProblem } from '@venue/contracts/operations';
import { domainEvent, type Outbox } from '@venue/service-kit/outbox';
import {
  nameKeyOf,
  type MachineRecord,
  type MachineSources,
  type MachinesRepository,
} from './machines.repository';
import {
  downSinceOf,
  floorFace,
  inOrder,
  publicFace,
  sourcesFace,
  statusOf,
} from './machines.status';

/** Writing one machine: adding it, applying a change of its sources, removing it. */
export function machineWrites(repository: MachinesRepository, outbox: Outbox) {
  const announce = (record: Pick<MachineRecord, 'id' | 'slug' | 'status'>) =>
    domainEvent(machineStatusChanged, {
      gameId: record.id,
      slug: record.slug,
      status: record.status,
    });

  /**
   * Applies a change of sources to one machine: its status made again, `since` moved when the
   * status changes, and the change announced when a player would see it. Two writers at once
   * (an event and staff's flag) cannot undo each other: the later one is made again.
   */
  async function update(
    id: string,
    change: (record: MachineRecord) => Partial<MachineSources>,
  ): Promise<MachineRecord | null> {
    for (;;) {
      const current = await repository.findById(id);
      if (!current) return null;
      const changed = change(current);
      const sources = {
        ...current,
        ...changed,
        ...(changed.problems && { problems: inOrder(changed.problems) }),
      };
      if (sourcesFace(sources) === sourcesFace(current)) return current;
      const { status } = statusOf(sources);
      const now = new Date();
      const fields = {
        gameName: sources.gameName,
        nameKey: nameKeyOf(sources.gameName),
        slug: sources.slug,
        category: sources.category,
        problems: sources.problems,
        flag: sources.flag,
        status,
        since: status === current.status ? current.since : now,
        downSince:
          status === 'working' ? null : current.status === 'working' ? now : downSinceOf(current),
      };
      const write = () => repository.replace(id, current.version, fields);
      // A player's change is everyone's; a change only staff see still reaches every process.
      const events =
        publicFace(fields) !== publicFace(current)
          ? [announce({ id, ...fields })]
          : floorFace(fields) !== floorFace(current)
            ? [domainEvent(machineFloorChanged, { gameId: id })]
            : [];
      const saved = events.length === 0 ? await write() : await outbox.record(events, write);
      if (saved) return saved;
    }
  }

  async function add(game: Game, problems: OpenProblem[], flagNote: string | null) {
    const sources: MachineSources = {
      gameName: game.name,
      slug: game.slug,
      category: game.category,
      problems: inOrder(problems),
      flag: flagNote === null ? null : { note: flagNote },
    };
    const { status } = statusOf(sources);
    const now = new Date();
    const record = {
      id: game.id,
      ...sources,
      status,
      since: now,
      downSince: status === 'working' ? null : now,
    };
    const added = await outbox.record([announce(record)], () => repository.add(record));
    if (!added) await update(game.id, () => sources);
  }

  async function remove(record: MachineRecord) {
    const gone = domainEvent(machineStatusChanged, {
      gameId: record.id,
      slug: record.slug,
      status: null,
    });
    await outbox.record([gone], () => repository.remove(record.id));
    await repository.flags.clear(record.id);
  }

  return { update, add, remove };
}

export type MachineWrites = ReturnType<typeof machineWrites>;
