/**
 * The store port: a small, Mongo-shaped document API that every service uses through its
 * repository files. Two adapters implement it (embedded files, MongoDB via mongoose) and one
 * contract suite (contract/, a file per concern) proves they behave the same.
 *
 * Atomicity: single-document only. One call reads and changes one document with nothing in
 * between (a conditional updateOne, an upsert), and that is all: updateMany, deleteMany and
 * insertMany change their documents one at a time, and nothing spans several documents or
 * collections (no transactions).
 *
 * Text is kept exactly, whatever characters it holds, except what MongoDB cannot keep: a
 * string or field name with a lone UTF-16 surrogate, or a field name with NUL, is refused
 * (InvalidQueryError) by both adapters.
 *
 * Filters mean what they mean in MongoDB. Null matches null and missing fields. On a list
 * field a condition holds when an element satisfies it, each operator on its own, and $ne and
 * $nin hold when no element is equal. A dotted path that runs through a list of objects
 * ("seats.row") is outside the contract: the two stores may disagree there.
 */

export type Scalar = string | number | boolean | null | Date;

/** A field condition: a scalar for equality, or one object of the supported operators. */
export type Condition =
  | Scalar
  | {
      $in?: Scalar[];
      /** Not equal: `{$ne: null}` means the field is there and not null. */
      $ne?: Scalar;
      /** None of the values: `{$nin: [null]}` leaves out documents without the field. */
      $nin?: Scalar[];
      /** true: the field is there, even if null; false: it is missing. */
      $exists?: boolean;
      $gt?: Scalar;
      $gte?: Scalar;
      $lt?: Scalar;
      $lte?: Scalar;
    };

/**
 * Keys are field paths ("a.b" allowed) whose conditions must all hold, plus `$or`: a
 * non-empty list of filters of which one must hold (they may hold `$or` again). No other
 * top-level operators ($and, $nor, $where...).
 */
export type Filter = { [path: string]: Condition | Filter[] } & { $or?: Filter[] };

export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, Scalar>;
}

/** An upsert's update may also name fields to set only when it inserts. */
export interface UpsertUpdate extends Update {
  $setOnInsert?: Record<string, unknown>;
}

/** Values (not null) for field paths and maybe the id: what an upsert looks for and inserts with. */
export type UpsertFilter = Record<string, string | number | boolean | Date>;

export interface UpsertResult<T extends Doc> {
  doc: T;
  created: boolean;
}

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  limit?: number;
  skip?: number;
}

export interface IndexSpec {
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  /**
   * Leaves documents without the field out of the index (a stored null is in it), so a unique
   * index then allows any number of them. One field only.
   */
  sparse?: boolean;
  /**
   * Makes this an expiry index on its one field: a document expires this many seconds after
   * the date there (the earliest date of a list; other values never expire). From then on no
   * call finds, counts, changes or deletes it and it holds no unique key. Its space comes back
   * later: MongoDB's TTL monitor deletes it within about a minute, the embedded store at its
   * next write.
   */
  expireAfterSeconds?: number;
}

export interface CollectionOptions {
  indexes?: IndexSpec[];
}

/** Every stored document has a string id; the adapters generate one when none is given. */
export type Doc = { id: string };

export type NewDoc<T extends Doc> = Omit<T, 'id'> & { id?: string };

export interface Collection<T extends Doc> {
  insert(doc: NewDoc<T>): Promise<T>;
  /**
   * Not atomic: inserts in order, one document at a time, and stops at the first that fails.
   * Every document is checked first, so an InvalidQueryError means none was stored. Otherwise
   * the error says how many were stored before the one that failed: a DuplicateKeyError with
   * `insertedCount`, or an InsertManyError.
   */
  insertMany(docs: NewDoc<T>[]): Promise<T[]>;
  findById(id: string): Promise<T | null>;
  findOne(filter: Filter): Promise<T | null>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /**
   * Applies the update to the first match and returns the document after it, or null. The
   * match and the change are one atomic step, so `{stock: {$gt: 0}}` with `{$inc: {stock: -1}}`
   * never takes stock below zero, however many run at once.
   */
  updateOne(filter: Filter, update: Update): Promise<T | null>;
  /** Returns how many documents matched. */
  updateMany(filter: Filter, update: Update): Promise<number>;
  deleteOne(filter: Filter): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
  /**
   * Updates the first document matching `filter`, or inserts one made of the filter's fields
   * (and id) with the update, including `$setOnInsert`, applied. `$setOnInsert` is refused
   * anywhere else. Concurrent upserts of one key create one document only when the key is the
   * id or a unique index covers its fields; the others then update that document.
   */
  upsert(filter: UpsertFilter, update: UpsertUpdate): Promise<UpsertResult<T>>;
}

export interface Store {
  collection<T extends Doc>(name: string, options?: CollectionOptions): Promise<Collection<T>>;
  /** Resolves when the store can serve requests; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A unique index refused a write. `fields` names the index's fields; from insertMany,
 * `insertedCount` says how many of its documents were stored before the refused one.
 */
export class DuplicateKeyError extends Error {
  constructor(
    readonly fields: string[],
    readonly insertedCount?: number,
  ) {
    super(`Duplicate value for ${fields.join(', ')}`);
    this.name = 'DuplicateKeyError';
  }
}

/**
 * insertMany stopped at a document for a reason other than a duplicate key (`cause`). The
 * first `insertedCount` documents are stored and the ones after the failed one were not tried;
 * if the store's connection broke, the failed one itself may have been stored too.
 */
export class InsertManyError extends Error {
  constructor(
    readonly insertedCount: number,
    cause: unknown,
  ) {
    super(`insertMany stopped after ${insertedCount} documents`, { cause });
    this.name = 'InsertManyError';
  }
}

/** A filter or update the port does not accept, such as an operator object where a value belongs. */
export class InvalidQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidQueryError';
  }
}

/** The store was closed (the process is shutting down); the call did not reach the data. */
export class StoreClosedError extends Error {
  constructor(what: string) {
    super(`${what} is closed`);
    this.name = 'StoreClosedError';
  }
}

export type StoreConfig =
  { kind: 'embedded'; dir: string } | { kind: 'mongo'; url: string; database: string };
