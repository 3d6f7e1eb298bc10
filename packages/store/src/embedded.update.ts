/**
 * Applies a checked update to a copy of one stored document, the way MongoDB does. The embedded
 * adapter writes the result back whole instead of handing operators to NeDB, whose operators
 * differ from Mongo's in places ($pull on a missing field throws there, a no-op in Mongo), and
 * so that it knows the new document when a unique index refuses it.
 */
import type { Update } from './store.port';

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

const arrayIndex = /^(0|[1-9][0-9]*)$/;

function read(container: Container, key: string): unknown {
  if (Array.isArray(container)) return arrayIndex.test(key) ? container[Number(key)] : undefined;
  return Object.hasOwn(container, key) ? container[key] : undefined;
}

function write(container: Container, key: string, value: unknown): void {
  if (!Array.isArray(container)) {
    container[key] = value;
    return;
  }
  const index = Number(key);
  while (container.length < index) container.push(null); // Mongo pads with nulls
  container[index] = value;
}

function cannotReach(path: string, key: string): Error {
  return new Error(`Cannot update "${path}": "${key}" is not an object or a list index`);
}

/**
 * The container and key that `path` ends at. With `create`, missing objects on the way are made
 * ($set, $inc, $push); without it, a missing step means there is nothing to do ($unset, $pull).
 */
function locate(
  root: Container,
  path: string,
  create: boolean,
): { parent: Container; key: string } | null {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = root;
  for (const key of keys) {
    if (Array.isArray(node) && !arrayIndex.test(key)) {
      if (create) throw cannotReach(path, key);
      return null;
    }
    const next = read(node, key);
    if (isContainer(next)) {
      node = next;
    } else if (!create) {
      return null;
    } else if (next === undefined) {
      const made = {};
      write(node, key, made);
      node = made;
    } else {
      throw cannotReach(path, key);
    }
  }
  if (Array.isArray(node) && !arrayIndex.test(last)) {
    if (create) throw cannotReach(path, last);
    return null;
  }
  return { parent: node, key: last };
}

function sameScalar(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

export function applyUpdate<D extends Record<string, unknown>>(doc: D, update: Update): D {
  const next = structuredClone(doc);
  for (const [path, value] of Object.entries(update.$set ?? {})) {
    const { parent, key } = locate(next, path, true)!;
    write(parent, key, structuredClone(value));
  }
  for (const path of Object.keys(update.$unset ?? {})) {
    const found = locate(next, path, false);
    if (!found) continue;
    if (Array.isArray(found.parent)) {
      if (Number(found.key) < found.parent.length) found.parent[Number(found.key)] = null; // as Mongo
    } else {
      delete found.parent[found.key];
    }
  }
  for (const [path, amount] of Object.entries(update.$inc ?? {})) {
    const { parent, key } = locate(next, path, true)!;
    const current = read(parent, key);
    if (current !== undefined && typeof current !== 'number') {
      throw new Error(`Cannot $inc "${path}": it does not hold a number`);
    }
    write(parent, key, (current ?? 0) + amount);
  }
  for (const [path, value] of Object.entries(update.$push ?? {})) {
    const { parent, key } = locate(next, path, true)!;
    const current = read(parent, key);
    if (current === undefined) write(parent, key, [structuredClone(value)]);
    else if (Array.isArray(current)) current.push(structuredClone(value));
    else throw new Error(`Cannot $push to "${path}": it does not hold a list`);
  }
  for (const [path, value] of Object.entries(update.$pull ?? {})) {
    const found = locate(next, path, false);
    const current = found ? read(found.parent, found.key) : undefined;
    if (!found || current === undefined) continue;
    if (!Array.isArray(current))
      throw new Error(`Cannot $pull from "${path}": it does not hold a list`);
    write(
      found.parent,
      found.key,
      current.filter((item) => !sameScalar(item, value)),
    );
  }
  return next;
}
