/**
 * The embedded store: one NeDB datafile per collection under the store's directory (one
 * directory per service), for the one-process default, split processes without Mongo, and tests.
 *
 * Durability: NeDB appends one JSON line per changed document and a call resolves only after
 * its append, so a killed process loses at most the write in flight (see embedded.datafile.ts
 * for the repair on open). Appends are not fsynced: a power cut can lose the last seconds, as
 * with Redis' appendfsync "no". Rewrites (on open, after many writes, on close) go through
 * NeDB's crash-safe `file~` + rename.
 */
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Datastore from '@seald-io/nedb';
import {
  escapeRawLineBreaks,
  explainLoadFailure,
  restoreInterruptedCompaction,
  truncatePartialLastLine,
} from './embedded.datafile';
import { type DirLock, lockDirectory } from './embedded.dir-lock';
import { escapeLineBreaks } from './embedded.line-breaks';
import { shareRepeatedValues, withOwnDates } from './embedded.shared-values';
import { applyUpdate } from './embedded.update';
import { type ExpiryIndex, expiryCutoff, expiryIndexesOf } from './expiry';
import { insertInOrder } from './insert-in-order';
import {
  type CheckedNewDoc,
  checkFilter,
  checkFindOptions,
  checkId,
  checkNewDocument,
  checkNewDocuments,
  checkUpdate,
  checkUpsertFilter,
  checkUpsertUpdate,
} from './query-guard';
import { CollectionRegistry, OperationGate } from './store-lifecycle';
import { fromStored, type Stored } from './stored-doc';
import {
  type Collection,
  type CollectionOptions,
  type Doc,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type NewDoc,
  type Scalar,
  type Store,
  type Update,
  type UpsertFilter,
  type UpsertResult,
  type UpsertUpdate,
  DuplicateKeyError,
} from './store.port';

export type EmbeddedStoreWarning =
  | { kind: 'partial-line-dropped'; collection: string; file: string; dropped: string }
  | { kind: 'line-breaks-escaped'; collection: string; file: string }
  | { kind: 'compaction-failed'; collection: string; error: unknown };

export interface EmbeddedStoreOptions {
  /**
   * A collection's file is rewritten without superseded lines once this many lines were
   * appended since the last rewrite and they outnumber its live documents (default 1000), so a
   * file stays under about twice its live size plus this many lines.
   */
  compactAfterWrites?: number;
  /** Repairs and background failures, for the service's log; default: a process warning. */
  onWarning?: (warning: EmbeddedStoreWarning) => void;
}

function describeWarning(warning: EmbeddedStoreWarning): string {
  switch (warning.kind) {
    case 'partial-line-dropped':
      return `dropped an unfinished last line (${warning.dropped.length} characters) from ${warning.file}`;
    case 'line-breaks-escaped':
      return `escaped the raw line breaks an earlier version wrote in ${warning.file}`;
    case 'compaction-failed':
      return `could not compact ${warning.collection}: ${String(warning.error)}`;
  }
}

function warnOnStderr(warning: EmbeddedStoreWarning): void {
  process.emitWarning(`embedded store: ${describeWarning(warning)}`, { code: 'STORE_EMBEDDED' });
}

function toNedbPath(path: string): string {
  return path === 'id' ? '_id' : path;
}

type NedbQuery = Record<string, unknown>;

/** What NeDB's index of a field holds (`Datastore#indexes`, not in its type definitions). */
interface NedbIndex {
  /** The stored documents whose field is the value, or holds it in a list: each once. */
  getMatching(value: string | number): unknown[];
}

/**
 * MongoDB's `{field: value}`: equal, or a list holding it. NeDB's `{field: null}` matches only a
 * stored null; Mongo's also matches a missing field, and Mongo's meaning is the port's.
 */
function nedbEquals(field: string, value: Scalar): NedbQuery {
  if (value !== null) return { [field]: value };
  return { $or: [{ [field]: null }, { [field]: { $exists: false } }] };
}

function nedbIn(field: string, values: Scalar[]): NedbQuery {
  if (!values.includes(null)) return { [field]: { $in: values } };
  const others = values.filter((value) => value !== null);
  return { $or: [{ [field]: { $in: others } }, nedbEquals(field, null)] };
}

/** Present, null included. NeDB looks inside a list, where an empty one holds nothing present. */
function nedbExists(field: string): NedbQuery {
  return { $or: [{ [field]: { $exists: true } }, { [field]: { $size: 0 } }] };
}

/** NeDB takes null for a date's equal in type and `null <= date` holds in JS: leave nulls out. */
function nedbRange(field: string, operator: string, operand: Scalar): NedbQuery {
  return {
    [field]: operand instanceof Date ? { [operator]: operand, $ne: null } : { [operator]: operand },
  };
}

/**
 * One operator of a port condition. NeDB applies $ne, $nin and $exists to each element of a
 * list (so `{tags: {$ne: 'red'}}` would match ['red', 'blue']); MongoDB asks that no element
 * is equal. The negations are therefore the positive conditions under NeDB's `$not`.
 */
function nedbCondition(field: string, operator: string, operand: unknown): NedbQuery {
  switch (operator) {
    case '$eq':
      return nedbEquals(field, operand as Scalar);
    case '$ne':
      return { $not: nedbEquals(field, operand as Scalar) };
    case '$in':
      return nedbIn(field, operand as Scalar[]);
    case '$nin':
      return { $not: nedbIn(field, operand as Scalar[]) };
    case '$exists':
      return operand ? nedbExists(field) : { $not: nedbExists(field) };
    default:
      return nedbRange(field, operator, operand as Scalar);
  }
}

function isOperatorObject(condition: unknown): condition is Record<string, unknown> {
  return typeof condition === 'object' && condition !== null && !(condition instanceof Date);
}

/**
 * The NeDB query with the port's (MongoDB's) meaning. Each operator becomes its own clause, so
 * on a list field each may hold for a different element, as in MongoDB. The first clause on a
 * field alone stays at the top level, where NeDB looks for an index to use; the rest go to $and.
 */
function toNedbQuery(filter: Filter | UpsertFilter): NedbQuery {
  const query: NedbQuery = {};
  const clauses: NedbQuery[] = [];
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$or') {
      clauses.push({ $or: (condition as Filter[]).map(toNedbQuery) });
      continue;
    }
    const field = toNedbPath(path);
    const operators = isOperatorObject(condition)
      ? Object.entries(condition)
      : [['$eq', condition]];
    for (const [operator, operand] of operators) {
      const clause = nedbCondition(field, operator as string, operand);
      if (Object.hasOwn(clause, field) && !Object.hasOwn(query, field))
        query[field] = clause[field];
      else clauses.push(clause);
    }
  }
  if (clauses.length > 0) query.$and = clauses;
  return query;
}

/** Documents whose expiry date has passed (MongoDB's TTL rule: dates only, a list by its earliest). */
function expiredQuery(index: ExpiryIndex): NedbQuery {
  return nedbRange(index.field, '$lte', expiryCutoff(index));
}

interface UniqueIndex {
  fields: string[];
  sparse: boolean;
}

function toNedbSort(sort: Record<string, 1 | -1>): Record<string, 1 | -1> {
  return Object.fromEntries(
    Object.entries(sort).map(([path, direction]) => [toNedbPath(path), direction]),
  );
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { errorType?: unknown } | null)?.errorType === 'uniqueViolated';
}

function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let node: unknown = doc;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The NeDB query for another document holding the same key as `doc` in a unique index. */
function sameKeyQuery(
  doc: Record<string, unknown>,
  fields: string[],
  exceptId?: string,
): Record<string, unknown> {
  const query: Record<string, unknown> = exceptId === undefined ? {} : { _id: { $ne: exceptId } };
  for (const field of fields) {
    const value = valueAt(doc, field);
    // NeDB indexes each element of a list on its own in a single-field index, as Mongo does.
    if (value === undefined) query[field] = { $exists: false };
    else if (Array.isArray(value) && fields.length === 1) query[field] = { $in: value };
    else query[field] = value;
  }
  return query;
}

/** A copy NeDB made of a stored document, as the port shows it, with dates of its own. */
function toPort<T extends Doc>(doc: Stored): T {
  return fromStored<T>(withOwnDates(doc));
}

function toRecord({ id, fields }: CheckedNewDoc): Record<string, unknown> {
  return id === undefined ? fields : { ...fields, _id: id };
}

class EmbeddedCollection<T extends Doc> implements Collection<T> {
  readonly #name: string;
  readonly #db: Datastore<Record<string, unknown>>;
  /** The declared unique indexes other than the id's, in port names. */
  readonly #uniqueIndexes: UniqueIndex[];
  readonly #expiryIndexes: ExpiryIndex[];
  readonly #gate: OperationGate;
  readonly #options: Required<EmbeddedStoreOptions>;
  /** Writes run one at a time: an update reads, computes and writes back with nothing between. */
  #writes: Promise<unknown> = Promise.resolve();
  #linesSinceCompaction = 0;
  /** Set when an append failed: NeDB's memory then holds a change its file lacks. */
  #writeFailure: unknown;
  /** Lines after which to rewrite: at least the live documents, so rewrites cost O(1) per write. */
  #compactAt: number;

  constructor(
    name: string,
    db: Datastore<Record<string, unknown>>,
    uniqueIndexes: UniqueIndex[],
    expiryIndexes: ExpiryIndex[],
    gate: OperationGate,
    options: Required<EmbeddedStoreOptions>,
  ) {
    this.#name = name;
    this.#db = db;
    this.#uniqueIndexes = uniqueIndexes;
    this.#expiryIndexes = expiryIndexes;
    this.#gate = gate;
    this.#options = options;
    this.#compactAt = this.#nextCompactionAt();
  }

  insert(doc: NewDoc<T>): Promise<T> {
    return this.#run(async () => {
      const record = toRecord(checkNewDocument(doc));
      return this.#serially(() => this.#insertRecord(record));
    });
  }

  insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    return this.#run(async () => {
      const records = checkNewDocuments(docs).map(toRecord);
      return this.#serially(() => insertInOrder(records, (record) => this.#insertRecord(record)));
    });
  }

  findById(id: string): Promise<T | null> {
    return this.#run(async () => {
      const found = await this.#findStored(this.#unexpired({ _id: checkId(id) }));
      return found && toPort<T>(found);
    });
  }

  findOne(filter: Filter): Promise<T | null> {
    return this.#run(async () => {
      const found = await this.#findStored(this.#query(checkFilter(filter)));
      return found && toPort<T>(found);
    });
  }

  find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return this.#run(async () => {
      const query = this.#query(checkFilter(filter));
      const { sort, skip, limit } = checkFindOptions(options);
      let cursor = this.#db.findAsync(query);
      if (sort) cursor = cursor.sort(toNedbSort(sort));
      if (skip) cursor = cursor.skip(skip);
      if (limit) cursor = cursor.limit(limit);
      const found = (await cursor) as unknown as Stored[];
      return found.map((doc) => toPort<T>(doc));
    });
  }

  count(filter: Filter = {}): Promise<number> {
    return this.#run(async () => {
      const query = this.#query(checkFilter(filter));
      return this.#indexedCount(query) ?? ((await this.#db.countAsync(query)) as unknown as number);
    });
  }

  /**
   * A count of one field equal to a string or a number, where that field has an index: the
   * size of the index's entry for the value. NeDB would match every document the entry lists
   * against the query again (a month's scores: thousands, after every score).
   */
  #indexedCount(query: NedbQuery): number | undefined {
    const conditions = Object.entries(query);
    const [field, value] = conditions[0] ?? [];
    if (conditions.length !== 1 || field === undefined) return undefined;
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const { indexes } = this.#db as unknown as { indexes: Record<string, NedbIndex | undefined> };
    return indexes[field]?.getMatching(value).length;
  }

  updateOne(filter: Filter, update: Update): Promise<T | null> {
    return this.#run(async () => {
      checkFilter(filter);
      const changes = checkUpdate(update);
      return this.#serially(async () => {
        const current = await this.#findStored(this.#query(filter));
        return current && toPort<T>(await this.#rewrite(current, changes));
      });
    });
  }

  updateMany(filter: Filter, update: Update): Promise<number> {
    return this.#run(async () => {
      checkFilter(filter);
      const changes = checkUpdate(update);
      return this.#serially(async () => {
        const matches = (await this.#db.findAsync(this.#query(filter))) as unknown as Stored[];
        // One document at a time, like MongoDB: a failure leaves the earlier ones updated.
        for (const current of matches) await this.#rewrite(current, changes);
        return matches.length;
      });
    });
  }

  deleteOne(filter: Filter): Promise<boolean> {
    return this.#run(async () => (await this.#remove(checkFilter(filter), false)) === 1);
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.#run(async () => this.#remove(checkFilter(filter), true));
  }

  upsert(filter: UpsertFilter, update: UpsertUpdate): Promise<UpsertResult<T>> {
    return this.#run(async () => {
      const key = checkUpsertFilter(filter);
      const { $setOnInsert, ...changes } = checkUpsertUpdate(update);
      // Writes run one at a time, so nothing can insert the key between this look and the insert.
      return this.#serially(async () => {
        const current = await this.#findStored(this.#query(key));
        if (current) {
          return { doc: toPort<T>(await this.#rewrite(current, changes)), created: false };
        }
        const { id, ...fields } = key;
        // As MongoDB builds it: the filter's fields, then the update with $setOnInsert.
        const seeded = applyUpdate<Record<string, unknown>>(
          {},
          { $set: { ...fields, ...$setOnInsert } },
        );
        const record = applyUpdate(seeded, changes);
        const doc = await this.#insertRecord(id === undefined ? record : { ...record, _id: id });
        return { doc, created: true };
      });
    });
  }

  /** Rejects once a write failed to reach the file, so ping() fails and a restart reloads it. */
  assertWritable(): void {
    if (this.#writeFailure !== undefined) {
      throw new Error(
        `The embedded collection "${this.#name}" failed to write its file; restart to reload it`,
        {
          cause: this.#writeFailure,
        },
      );
    }
  }

  /** Waits for queued writes and rewrites the file if anything was appended since the last rewrite. */
  async flush(): Promise<void> {
    await this.#writes;
    if (this.#linesSinceCompaction > 0) await this.#compact();
  }

  #run<R>(operation: () => Promise<R>): Promise<R> {
    return this.#gate.run(async () => {
      this.assertWritable();
      return operation();
    });
  }

  /** NeDB changes memory first, then appends; a unique violation is refused before both. */
  async #persist<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) this.#writeFailure = error;
      throw error;
    }
  }

  /** The NeDB query for a checked filter, leaving out expired documents. */
  #query(filter: Filter | UpsertFilter): NedbQuery {
    return this.#unexpired(toNedbQuery(filter));
  }

  /** Expired documents stay in NeDB until the next write purges them; no call may see them. */
  #unexpired(query: NedbQuery): NedbQuery {
    if (this.#expiryIndexes.length === 0) return query;
    const live = this.#expiryIndexes.map((index) => ({ $not: expiredQuery(index) }));
    return { ...query, $and: [...((query.$and as NedbQuery[] | undefined) ?? []), ...live] };
  }

  async #findStored(query: NedbQuery): Promise<Stored | null> {
    return ((await this.#db.findOneAsync(query)) as Stored | null) ?? null;
  }

  #remove(filter: Filter, multi: boolean): Promise<number> {
    return this.#serially(async () => {
      const query = this.#query(filter);
      const removed = await this.#persist(() => this.#db.removeAsync(query, { multi }));
      this.#linesSinceCompaction += removed;
      return removed;
    });
  }

  /** Runs serially: stores one checked document and returns it as the port shows it. */
  async #insertRecord(record: Record<string, unknown>): Promise<T> {
    try {
      const saved = (await this.#persist(() => this.#db.insertAsync(record))) as Stored;
      this.#linesSinceCompaction += 1;
      return toPort<T>(saved);
    } catch (error) {
      if (
        record._id !== undefined &&
        isUniqueViolation(error) &&
        (await this.#findStored({ _id: record._id }))
      ) {
        throw new DuplicateKeyError(['id']);
      }
      throw await this.#explainUniqueViolation(error, record);
    }
  }

  /** Runs serially, before each write, so that expired documents hold no unique key. */
  async #purgeExpired(): Promise<void> {
    for (const index of this.#expiryIndexes) {
      const query = expiredQuery(index);
      const removed = await this.#persist(() => this.#db.removeAsync(query, { multi: true }));
      this.#linesSinceCompaction += removed;
    }
  }

  async #rewrite(current: Stored, changes: Update): Promise<Stored> {
    const next = applyUpdate(current, changes);
    if (isDeepStrictEqual(current, next)) return current;
    try {
      await this.#persist(() => this.#db.updateAsync({ _id: current._id }, next, {}));
    } catch (error) {
      throw await this.#explainUniqueViolation(error, next, current._id);
    }
    this.#linesSinceCompaction += 1;
    return next;
  }

  /**
   * NeDB's unique error does not say which index refused the write. NeDB rolled the write back
   * and writes are serial, so the index whose key another document already holds is the one.
   */
  async #explainUniqueViolation(
    error: unknown,
    doc: Record<string, unknown>,
    ownId?: string,
  ): Promise<unknown> {
    if (!isUniqueViolation(error)) return error;
    for (const { fields, sparse } of this.#uniqueIndexes) {
      // A sparse index holds no key for a document without its field.
      if (sparse && valueAt(doc, fields[0] as string) === undefined) continue;
      if (await this.#findStored(sameKeyQuery(doc, fields, ownId))) {
        return new DuplicateKeyError(fields);
      }
    }
    return error;
  }

  #serially<R>(write: () => Promise<R>): Promise<R> {
    const result = this.#writes.then(async () => {
      await this.#purgeExpired();
      return write();
    });
    this.#writes = result.then(
      () => this.#compactIfDue(),
      () => this.#compactIfDue(),
    );
    return result;
  }

  async #compactIfDue(): Promise<void> {
    if (this.#linesSinceCompaction >= this.#compactAt) await this.#compact();
  }

  #nextCompactionAt(): number {
    return Math.max(this.#options.compactAfterWrites, this.#db.getAllData().length);
  }

  /**
   * Never rejects: a failed rewrite leaves the appended file, which is still complete. After a
   * failed append memory is not the truth, so it is not written out.
   */
  async #compact(): Promise<void> {
    if (this.#writeFailure !== undefined) return;
    this.#linesSinceCompaction = 0;
    this.#compactAt = this.#nextCompactionAt();
    try {
      await this.#db.compactDatafileAsync();
    } catch (error) {
      this.#options.onWarning({ kind: 'compaction-failed', collection: this.#name, error });
    }
  }
}

class EmbeddedStore implements Store {
  readonly #dir: string;
  readonly #lock: DirLock;
  readonly #options: Required<EmbeddedStoreOptions>;
  readonly #gate: OperationGate;
  readonly #collections = new CollectionRegistry<EmbeddedCollection<Doc>>();
  #closing: Promise<void> | undefined;

  constructor(dir: string, lock: DirLock, options: Required<EmbeddedStoreOptions>) {
    this.#dir = dir;
    this.#lock = lock;
    this.#options = options;
    this.#gate = new OperationGate(`The embedded store in ${dir}`);
  }

  collection<T extends Doc>(name: string, options?: CollectionOptions): Promise<Collection<T>> {
    return this.#gate.run(async () => {
      const collection = await this.#collections.open(name, options, (indexes) =>
        this.#open(name, indexes),
      );
      return collection as unknown as Collection<T>;
    });
  }

  ping(): Promise<void> {
    return this.#gate.run(async () => {
      await access(this.#dir, constants.W_OK);
      const collections = await Promise.all(this.#collections.openings());
      for (const collection of collections) collection.assertWritable();
    });
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutDown();
    return this.#closing;
  }

  async #shutDown(): Promise<void> {
    await this.#gate.close();
    try {
      for (const opening of this.#collections.openings()) {
        const collection = await opening.catch(() => undefined);
        await collection?.flush();
      }
    } finally {
      await this.#lock.release();
    }
  }

  async #open(name: string, indexes: IndexSpec[]): Promise<EmbeddedCollection<Doc>> {
    const file = path.join(this.#dir, `${name}.db`);
    await restoreInterruptedCompaction(file);
    const dropped = await truncatePartialLastLine(file);
    if (dropped !== null) {
      this.#options.onWarning({ kind: 'partial-line-dropped', collection: name, file, dropped });
    }
    if (await escapeRawLineBreaks(file)) {
      this.#options.onWarning({ kind: 'line-breaks-escaped', collection: name, file });
    }
    // Threshold 0: after the repairs above, any unreadable line is real damage and must stop the load.
    const db = new Datastore<Record<string, unknown>>({
      filename: file,
      autoload: false,
      corruptAlertThreshold: 0,
      afterSerialization: escapeLineBreaks,
      // NeDB insists on both hooks; JSON.parse reads the escapes by itself.
      beforeDeserialization: (line) => line,
    });
    // Loading also rewrites the file compactly.
    await db.loadDatabaseAsync().catch(async (error: unknown) => {
      throw await explainLoadFailure(file, error);
    });
    // NeDB's own expiry deletes while reading, outside the write queue, and never on remove;
    // the collection filters and purges expired documents itself instead. Purged here first so
    // that they cannot break a unique index built below.
    const expiryIndexes = expiryIndexesOf(indexes);
    for (const index of expiryIndexes) await db.removeAsync(expiredQuery(index), { multi: true });
    // Before the indexes below are built, so that they hold the shared values too.
    shareRepeatedValues(db.getAllData());
    const uniqueIndexes: UniqueIndex[] = [];
    for (const index of indexes) {
      const fields = Object.keys(index.fields);
      if (fields.includes('id')) continue; // the id alone is unique already
      const fieldName = [...fields].sort(); // NeDB names a compound index by its sorted fields
      const unique = index.unique ?? false;
      const sparse = index.sparse ?? false;
      // NeDB keeps indexes in the file and ignores changed options for an existing one: rebuild.
      await db.removeIndexAsync(fieldName.join(','));
      try {
        await db.ensureIndexAsync({ fieldName, unique, sparse });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateKeyError(fields);
        throw error;
      }
      if (unique) uniqueIndexes.push({ fields, sparse });
    }
    return new EmbeddedCollection(
      name,
      db,
      uniqueIndexes,
      expiryIndexes,
      this.#gate,
      this.#options,
    );
  }
}

/** Opens (creating if needed) and locks the directory; collections load when first asked for. */
export async function createEmbeddedStore(
  dir: string,
  options: EmbeddedStoreOptions = {},
): Promise<Store> {
  const lock = await lockDirectory(dir);
  return new EmbeddedStore(dir, lock, {
    compactAfterWrites: options.compactAfterWrites ?? 1000,
    onWarning: options.onWarning ?? warnOnStderr,
  });
}
