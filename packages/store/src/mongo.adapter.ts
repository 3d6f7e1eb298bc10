/**
 * The production store: MongoDB through mongoose 9, one database per service. Documents stay
 * schemaless (strict: false) and come back plain (lean); the port's `id` is Mongo's `_id`, a
 * string we generate, so ids look alike in logs and URLs whichever store wrote them.
 */
import { randomUUID } from 'node:crypto';
import mongoose, { type Connection, type Model, Schema, type mongo } from 'mongoose';
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
  type Store,
  type Update,
  type UpsertFilter,
  type UpsertResult,
  type UpsertUpdate,
  DuplicateKeyError,
} from './store.port';

function toMongoPath(path: string): string {
  return path === 'id' ? '_id' : path;
}

function toMongoKeys<V>(object: Record<string, V>): Record<string, V> {
  return Object.fromEntries(
    Object.entries(object).map(([path, value]) => [toMongoPath(path), value]),
  );
}

type MongoFilter = Record<string, unknown>;

/** The port's filter in Mongo's names. */
function toMongoFilter(filter: Filter | UpsertFilter): MongoFilter {
  return Object.fromEntries(
    Object.entries(filter).map(([path, condition]) =>
      path === '$or'
        ? [path, (condition as Filter[]).map(toMongoFilter)]
        : [toMongoPath(path), condition],
    ),
  );
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** E11000 names the index's fields in keyPattern (MongoDB 4.4+); anything else passes through. */
function asDuplicateKeyError(error: unknown): unknown {
  if (!isDuplicateKey(error)) return error;
  const { keyPattern } = error as { keyPattern?: Record<string, unknown> };
  return new DuplicateKeyError(
    Object.keys(keyPattern ?? {}).map((field) => (field === '_id' ? 'id' : field)),
  );
}

async function mapWriteError<R>(write: Promise<R>): Promise<R> {
  try {
    return await write;
  } catch (error) {
    throw asDuplicateKeyError(error);
  }
}

function toMongoRecord({ id, fields }: CheckedNewDoc): Stored {
  return { ...fields, _id: id ?? randomUUID() };
}

class MongoCollection<T extends Doc> implements Collection<T> {
  readonly #model: Model<Stored>;
  readonly #expiryIndexes: ExpiryIndex[];
  readonly #gate: OperationGate;

  constructor(model: Model<Stored>, expiryIndexes: ExpiryIndex[], gate: OperationGate) {
    this.#model = model;
    this.#expiryIndexes = expiryIndexes;
    this.#gate = gate;
  }

  insert(doc: NewDoc<T>): Promise<T> {
    return this.#gate.run(async () => {
      const record = toMongoRecord(checkNewDocument(doc));
      await this.purgeExpired();
      return this.#insertRecord(record);
    });
  }

  insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    return this.#gate.run(async () => {
      const records = checkNewDocuments(docs).map(toMongoRecord);
      await this.purgeExpired();
      return insertInOrder(records, (record) => this.#insertRecord(record));
    });
  }

  findById(id: string): Promise<T | null> {
    return this.#gate.run(async () => {
      const found = await this.#model
        .findOne(this.#unexpired({ _id: checkId(id) }))
        .lean<Stored>()
        .exec();
      return found && fromStored<T>(found);
    });
  }

  findOne(filter: Filter): Promise<T | null> {
    return this.#gate.run(async () => {
      const found = await this.#model
        .findOne(this.#query(checkFilter(filter)))
        .lean<Stored>()
        .exec();
      return found && fromStored<T>(found);
    });
  }

  find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return this.#gate.run(async () => {
      const query = this.#model.find(this.#query(checkFilter(filter)));
      const { sort, skip, limit } = checkFindOptions(options);
      if (sort) query.sort(toMongoKeys(sort));
      if (skip) query.skip(skip);
      if (limit) query.limit(limit);
      const found = await query.lean<Stored[]>().exec();
      return found.map((doc) => fromStored<T>(doc));
    });
  }

  count(filter: Filter = {}): Promise<number> {
    return this.#gate.run(() =>
      this.#model.countDocuments(this.#query(checkFilter(filter))).exec(),
    );
  }

  updateOne(filter: Filter, update: Update): Promise<T | null> {
    return this.#gate.run(async () => {
      checkFilter(filter);
      const changes = checkUpdate(update);
      await this.purgeExpired();
      // One findAndModify: MongoDB matches and changes the document in one atomic step.
      const updated = await mapWriteError(
        this.#model
          .findOneAndUpdate(this.#query(filter), changes, { returnDocument: 'after' })
          .lean<Stored>()
          .exec(),
      );
      return updated && fromStored<T>(updated);
    });
  }

  updateMany(filter: Filter, update: Update): Promise<number> {
    return this.#gate.run(async () => {
      checkFilter(filter);
      const changes = checkUpdate(update);
      await this.purgeExpired();
      const result = await mapWriteError(
        this.#model.updateMany(this.#query(filter), changes).exec(),
      );
      return result.matchedCount;
    });
  }

  deleteOne(filter: Filter): Promise<boolean> {
    return this.#gate.run(async () => {
      const result = await this.#model.deleteOne(this.#query(checkFilter(filter))).exec();
      return result.deletedCount === 1;
    });
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.#gate.run(async () => {
      const result = await this.#model.deleteMany(this.#query(checkFilter(filter))).exec();
      return result.deletedCount;
    });
  }

  upsert(filter: UpsertFilter, update: UpsertUpdate): Promise<UpsertResult<T>> {
    return this.#gate.run(async () => {
      const key = checkUpsertFilter(filter);
      const changes = checkUpsertUpdate(update);
      // Without an id in the filter MongoDB would insert an ObjectId; the port's ids are strings.
      const withId: UpsertUpdate =
        key.id === undefined
          ? { ...changes, $setOnInsert: { ...changes.$setOnInsert, _id: randomUUID() } }
          : changes;
      await this.purgeExpired();
      const attempt = () =>
        this.#model
          .findOneAndUpdate(this.#query(key), withId, {
            upsert: true,
            returnDocument: 'after',
            includeResultMetadata: true,
          })
          .lean<mongo.ModifyResult<Stored>>()
          .exec();
      let result: mongo.ModifyResult<Stored>;
      try {
        result = await attempt();
      } catch (error) {
        // Two upserts of a new key can both find nothing and both insert. A unique index on the
        // key refuses the later insert; tried again, that upsert finds the earlier one's document.
        if (!isDuplicateKey(error)) throw error;
        result = await mapWriteError(attempt());
      }
      return {
        doc: fromStored<T>(result.value as Stored),
        created: result.lastErrorObject?.updatedExisting === false,
      };
    });
  }

  /** Runs before each write (and when the store opens the collection), so that an expired document no longer holds a unique key. */
  async purgeExpired(): Promise<void> {
    for (const index of this.#expiryIndexes) {
      await this.#model.deleteMany({ [index.field]: { $lte: expiryCutoff(index) } }).exec();
    }
  }

  /** The Mongo filter for a checked port filter, leaving out expired documents. */
  #query(filter: Filter | UpsertFilter): MongoFilter {
    return this.#unexpired(toMongoFilter(filter));
  }

  /**
   * MongoDB's TTL monitor deletes expired documents only once a minute; until then no call may
   * see them. `$not: {$lte: date}` keeps exactly what TTL keeps: no date, or every date later.
   */
  #unexpired(query: MongoFilter): MongoFilter {
    if (this.#expiryIndexes.length === 0) return query;
    const live = this.#expiryIndexes.map((index) => ({
      [index.field]: { $not: { $lte: expiryCutoff(index) } },
    }));
    return { ...query, $and: live };
  }

  async #insertRecord(record: Stored): Promise<T> {
    // Through the driver: a hydrated mongoose document would treat fields such as `errors` or
    // `isNew` as its own; the stored document is exactly what the guard let through.
    const collection = this.#model.collection as unknown as mongo.Collection<Stored>;
    await mapWriteError(collection.insertOne(record));
    return fromStored<T>(record);
  }
}

class MongoStore implements Store {
  readonly #client: Connection;
  readonly #db: Connection;
  readonly #gate: OperationGate;
  readonly #collections = new CollectionRegistry<MongoCollection<Doc>>();
  #closing: Promise<void> | undefined;

  constructor(client: Connection, database: string) {
    this.#client = client;
    this.#db = client.useDb(database, { useCache: true });
    this.#gate = new OperationGate(`The Mongo store for ${database}`);
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
      await this.#client.getClient().db('admin').admin().ping();
    });
  }

  close(): Promise<void> {
    this.#closing ??= this.#gate.close().then(() => this.#client.close());
    return this.#closing;
  }

  async #open(name: string, indexes: IndexSpec[]): Promise<MongoCollection<Doc>> {
    const schema = new Schema<Stored>(
      { _id: String },
      {
        strict: false,
        strictQuery: false, // filters on fields the schema does not list must reach Mongo as given
        versionKey: false,
        minimize: false, // keep empty objects, as the embedded store does
        id: false,
        autoIndex: false, // created below, so a failure rejects here instead of an 'error' event
      },
    );
    for (const index of indexes) {
      if (Object.hasOwn(index.fields, 'id')) continue; // the _id index exists and is unique
      const field = Object.keys(index.fields)[0] as string;
      schema.index(index.fields, {
        unique: index.unique ?? false,
        // Partial rather than sparse, as MongoDB advises; the same for one field.
        ...(index.sparse && { partialFilterExpression: { [field]: { $exists: true } } }),
        ...(index.expireAfterSeconds !== undefined && {
          expireAfterSeconds: index.expireAfterSeconds,
        }),
      });
    }
    const model = this.#db.model<Stored>(name, schema, name);
    await model.init(); // creates the collection
    const collection = new MongoCollection<Doc>(model, expiryIndexesOf(indexes), this.#gate);
    await collection.purgeExpired(); // so that expired documents cannot break a new unique index
    await mapWriteError(model.createIndexes());
    return collection;
  }
}

/** How long a call waits for MongoDB to answer a connection before it rejects. */
const unreachableAfterMs = 3000;

function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^/@]*@/, '//');
}

/** Connects (rejecting within seconds if MongoDB cannot be reached) and works in `database`. */
export async function createMongoStore(url: string, database: string): Promise<Store> {
  const client = mongoose.createConnection(url, {
    serverSelectionTimeoutMS: unreachableAfterMs,
    connectTimeoutMS: unreachableAfterMs,
    // Mongoose 9 queues calls only on models made before the first connection, which this
    // adapter never does; false makes sure that stays so: calls reject, they never wait.
    bufferCommands: false,
  });
  try {
    await client.asPromise();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(
      `Cannot reach MongoDB at ${withoutCredentials(url)}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return new MongoStore(client, database);
}
