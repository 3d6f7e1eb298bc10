/**
 * The one check every filter, update, find option and new document passes before either
 * adapter sees it. Inputs often come straight from HTTP, so anything MongoDB or NeDB would read
 * as an operator where a value belongs is refused here. Messages name the field and say nothing
 * about internals: the service kit shows them to clients with a 400.
 */
import {
  type CollectionOptions,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Scalar,
  type Update,
  type UpsertFilter,
  type UpsertUpdate,
  InvalidQueryError,
} from './store.port';

const rangeOperators = new Set(['$gt', '$gte', '$lt', '$lte']);
const updateOperators = new Set(['$set', '$setOnInsert', '$unset', '$inc', '$push', '$pull']);
const collectionName = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** Half of a UTF-16 pair on its own. */
const loneSurrogate = /\p{Cs}/u;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isScalar(value: unknown): value is Scalar {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    isFiniteNumber(value) ||
    isValidDate(value)
  );
}

/** Ranges compare like with like in both stores; booleans and null have no useful order. */
function isRangeOperand(value: unknown): boolean {
  return typeof value === 'string' || isFiniteNumber(value) || isValidDate(value);
}

const loneHalf = (what: string) =>
  new InvalidQueryError(
    `${what} holds half of a UTF-16 surrogate pair on its own, which cannot be stored`,
  );

/**
 * Every string and field name of an input, however deep, as both stores keep it exactly.
 * MongoDB writes strings as UTF-8, where a lone surrogate becomes U+FFFD, so it is refused for
 * both adapters rather than read back changed from one.
 */
function checkText(input: unknown, path: string): void {
  if (typeof input === 'string') {
    if (loneSurrogate.test(input)) throw loneHalf(`Text at "${path}"`);
  } else if (Array.isArray(input)) {
    input.forEach((item, index) => checkText(item, `${path}.${index}`));
  } else if (isPlainObject(input)) {
    for (const [key, member] of Object.entries(input)) {
      if (loneSurrogate.test(key)) throw loneHalf(`A field name in "${path}"`);
      checkText(member, `${path}.${key}`);
    }
  }
}

/**
 * A dotted field path: no "$" anywhere (operators), no NUL (MongoDB's field names end there),
 * no empty segments, no "__proto__" (the embedded adapter walks paths in plain objects) and
 * never Mongo's own `_id`: the port says `id`.
 */
function checkPath(path: string, what: string): void {
  if (path.includes('$')) throw new InvalidQueryError(`${what} "${path}" must not contain "$"`);
  if (path.includes('\0')) throw new InvalidQueryError(`${what} "${path}" must not contain NUL`);
  const segments = path.split('.');
  if (segments.some((segment) => segment === '')) {
    throw new InvalidQueryError(`${what} "${path}" is not a valid field path`);
  }
  if (segments.includes('__proto__'))
    throw new InvalidQueryError(`${what} "${path}" is not allowed`);
  if (segments[0] === '_id')
    throw new InvalidQueryError(`${what} "${path}" is not allowed; use "id"`);
}

function checkScalarList(operator: string, path: string, operand: unknown): void {
  if (!Array.isArray(operand) || !operand.every(isScalar)) {
    throw new InvalidQueryError(
      `"${operator}" on filter field "${path}" needs a list of strings, numbers, booleans, nulls or dates`,
    );
  }
}

function checkCondition(path: string, condition: unknown): void {
  if (isScalar(condition)) return;
  if (condition === undefined) throw new InvalidQueryError(`Filter field "${path}" has no value`);
  if (Array.isArray(condition)) {
    throw new InvalidQueryError(`Filter field "${path}" cannot be a list; use {"$in": [...]}`);
  }
  if (!isPlainObject(condition)) {
    throw new InvalidQueryError(
      `Filter field "${path}" must be a string, a finite number, a boolean, null or a date`,
    );
  }
  const operators = Object.entries(condition);
  if (operators.length === 0)
    throw new InvalidQueryError(`Filter field "${path}" has an empty condition`);
  for (const [operator, operand] of operators) {
    if (operator === '$in' || operator === '$nin') {
      checkScalarList(operator, path, operand);
    } else if (operator === '$ne') {
      if (!isScalar(operand)) {
        throw new InvalidQueryError(
          `"$ne" on filter field "${path}" needs a string, a finite number, a boolean, null or a date`,
        );
      }
    } else if (operator === '$exists') {
      if (typeof operand !== 'boolean') {
        throw new InvalidQueryError(`"$exists" on filter field "${path}" needs true or false`);
      }
    } else if (rangeOperators.has(operator)) {
      if (!isRangeOperand(operand)) {
        throw new InvalidQueryError(
          `"${operator}" on filter field "${path}" needs a number, a string or a date`,
        );
      }
    } else if (operator.startsWith('$')) {
      throw new InvalidQueryError(
        `Operator "${operator}" on filter field "${path}" is not supported`,
      );
    } else {
      throw new InvalidQueryError(
        `Filter field "${path}" must be a value, not an object; use a dotted path for nested fields`,
      );
    }
  }
}

/** Ids are strings in both stores; mongoose would turn 5 into "5" where NeDB matches nothing. */
function checkIdCondition(condition: unknown): void {
  const values = isPlainObject(condition)
    ? Object.entries(condition).flatMap(([operator, operand]) =>
        operator === '$exists' ? [] : Array.isArray(operand) ? operand : [operand],
      )
    : [condition];
  if (!values.every((value) => typeof value === 'string')) {
    throw new InvalidQueryError('Filter field "id" takes strings only');
  }
}

function checkFilterObject(filter: unknown): void {
  if (!isPlainObject(filter))
    throw new InvalidQueryError('A filter must be an object of field conditions');
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$or') {
      if (!Array.isArray(condition) || condition.length === 0) {
        throw new InvalidQueryError('"$or" needs a non-empty list of filters');
      }
      for (const alternative of condition) checkFilterObject(alternative);
    } else if (path.startsWith('$')) {
      throw new InvalidQueryError(`Operator "${path}" is not allowed in a filter`);
    } else {
      checkPath(path, 'Filter field');
      checkCondition(path, condition);
      if (path === 'id') checkIdCondition(condition);
    }
  }
}

/**
 * Field keys with scalar values or {$in, $nin, $ne, $exists, $gt, $gte, $lt, $lte}, and `$or`
 * lists of such filters; nothing else. `{"$ne": null}` is a legal filter, so this guard alone
 * does not stop HTTP input from choosing operators: routes validate their input with zod first.
 */
export function checkFilter(filter: unknown = {}): Filter {
  checkFilterObject(filter);
  checkText(filter, 'filter');
  return filter as Filter;
}

function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

function findOverlap(paths: string[]): [string, string] | undefined {
  for (const [index, path] of paths.entries()) {
    const other = paths.slice(index + 1).find((candidate) => overlaps(path, candidate));
    if (other !== undefined) return [path, other];
  }
  return undefined;
}

/**
 * An upsert's filter: values (not null, no operators) on field paths, and maybe the id. The
 * document it inserts is made of exactly these, so they must be plain values that do not
 * overlap; null would be ambiguous (null or missing?).
 */
export function checkUpsertFilter(filter: unknown): UpsertFilter {
  checkFilterObject(filter);
  checkText(filter, 'filter');
  const entries = Object.entries(filter as Record<string, unknown>);
  if (entries.length === 0)
    throw new InvalidQueryError('An upsert needs at least one field to look for');
  for (const [path, value] of entries) {
    if (path === '$or' || value === null || !isScalar(value)) {
      throw new InvalidQueryError(
        `Upsert filter field "${path}" must be a string, a finite number, a boolean or a date`,
      );
    }
    if (path === 'id') checkId(value);
    else if (path.split('.')[0] === 'id')
      throw new InvalidQueryError(`Upsert filter field "${path}" is not allowed`);
  }
  const overlap = findOverlap(entries.map(([path]) => path));
  if (overlap) {
    throw new InvalidQueryError(`Upsert filter names "${overlap[0]}" and "${overlap[1]}" at once`);
  }
  return filter as UpsertFilter;
}

function checkKey(key: string, path: string): void {
  if (
    key === '' ||
    key.startsWith('$') ||
    key.includes('.') ||
    key.includes('\0') ||
    key === '__proto__'
  ) {
    throw new InvalidQueryError(`Field "${path}" has a name that cannot be stored`);
  }
}

/**
 * A copy of a value to store: scalars, lists and plain objects with storable keys. Undefined
 * object members are left out, as JSON does, so both stores keep the same thing.
 */
function storableValue(value: unknown, path: string): unknown {
  if (isScalar(value)) return value;
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      if (item === undefined) throw new InvalidQueryError(`Field "${path}.${index}" is undefined`);
      return storableValue(item, `${path}.${index}`);
    });
  }
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      checkKey(key, `${path}.${key}`);
      if (member !== undefined) copy[key] = storableValue(member, `${path}.${key}`);
    }
    return copy;
  }
  throw new InvalidQueryError(
    `Field "${path}" must be a string, a finite number, a boolean, null, a date, a list or an object`,
  );
}

export interface CheckedNewDoc {
  id: string | undefined;
  fields: Record<string, unknown>;
}

/** A new document: storable fields, an optional non-empty string id, never `_id`. */
export function checkNewDocument(doc: unknown): CheckedNewDoc {
  if (!isPlainObject(doc)) throw new InvalidQueryError('A document must be an object');
  const { id, ...rest } = doc;
  if (id !== undefined && (typeof id !== 'string' || id === '')) {
    throw new InvalidQueryError('A document id must be a non-empty string');
  }
  if ('_id' in rest) throw new InvalidQueryError('Field "_id" is not allowed; use "id"');
  checkText(doc, 'document');
  return { id, fields: storableValue(rest, 'document') as Record<string, unknown> };
}

/** insertMany's documents, all checked before any is stored; messages say which one failed. */
export function checkNewDocuments(docs: unknown): CheckedNewDoc[] {
  if (!Array.isArray(docs)) throw new InvalidQueryError('insertMany needs a list of documents');
  return docs.map((doc, index) => {
    try {
      return checkNewDocument(doc);
    } catch (error) {
      if (!(error instanceof InvalidQueryError)) throw error;
      throw new InvalidQueryError(`Document ${index}: ${error.message}`);
    }
  });
}

export function checkId(id: unknown): string {
  if (typeof id !== 'string' || id === '')
    throw new InvalidQueryError('An id must be a non-empty string');
  if (loneSurrogate.test(id)) throw loneHalf('The id');
  return id;
}

function checkUpdateOperators(update: unknown, upsert: boolean): UpsertUpdate {
  if (!isPlainObject(update))
    throw new InvalidQueryError('An update must be an object of update operators');
  const checked: Record<string, Record<string, unknown>> = {};
  const paths: string[] = [];
  for (const [operator, fields] of Object.entries(update)) {
    if (operator === '$setOnInsert' && !upsert) {
      throw new InvalidQueryError('"$setOnInsert" only applies to upsert');
    }
    if (!updateOperators.has(operator)) {
      throw new InvalidQueryError(
        operator.startsWith('$')
          ? `Update operator "${operator}" is not supported`
          : `Update key "${operator}" is not an operator; use {"$set": {"${operator}": ...}}`,
      );
    }
    if (!isPlainObject(fields))
      throw new InvalidQueryError(`"${operator}" needs an object of fields`);
    const kept: Record<string, unknown> = {};
    for (const [path, value] of Object.entries(fields)) {
      checkPath(path, `Field`);
      if (path.split('.')[0] === 'id')
        throw new InvalidQueryError('The id of a document cannot be changed');
      if (operator === '$set' || operator === '$setOnInsert' || operator === '$push') {
        if (value === undefined) continue;
        kept[path] = storableValue(value, path);
      } else if (operator === '$unset') {
        if (value !== true) throw new InvalidQueryError(`"$unset" on "${path}" takes true`);
        kept[path] = true;
      } else if (operator === '$inc') {
        if (!isFiniteNumber(value))
          throw new InvalidQueryError(`"$inc" on "${path}" needs a finite number`);
        kept[path] = value;
      } else {
        if (!isScalar(value)) {
          throw new InvalidQueryError(
            `"$pull" on "${path}" needs a string, number, boolean, null or date`,
          );
        }
        kept[path] = value;
      }
      paths.push(path);
    }
    if (Object.keys(kept).length > 0) checked[operator] = kept;
  }
  if (paths.length === 0) throw new InvalidQueryError('An update must change at least one field');
  checkText(checked, 'update');
  // MongoDB refuses two operators on one path (or a path and its parent); so do we, for both stores.
  const overlap = findOverlap(paths);
  if (overlap)
    throw new InvalidQueryError(`Update changes "${overlap[0]}" and "${overlap[1]}" at once`);
  return checked as UpsertUpdate;
}

/**
 * Only $set, $unset, $inc, $push and $pull on field paths, never the id. Returns a copy with
 * undefined $set/$push values left out; an update that then changes nothing is refused.
 */
export function checkUpdate(update: unknown): Update {
  return checkUpdateOperators(update, false);
}

/** As checkUpdate, plus $setOnInsert: fields set only when the upsert inserts. */
export function checkUpsertUpdate(update: unknown): UpsertUpdate {
  return checkUpdateOperators(update, true);
}

/** Sort by field paths 1/-1; limit and skip are non-negative integers (limit 0 means none). */
export function checkFindOptions(options: unknown = {}): FindOptions {
  if (!isPlainObject(options)) throw new InvalidQueryError('Find options must be an object');
  checkText(options, 'find options');
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (key === 'sort') {
      if (!isPlainObject(value)) throw new InvalidQueryError('"sort" must be an object of fields');
      for (const [path, direction] of Object.entries(value)) {
        checkPath(path, 'Sort field');
        if (direction !== 1 && direction !== -1) {
          throw new InvalidQueryError(`Sort field "${path}" must be 1 or -1`);
        }
      }
    } else if (key === 'limit' || key === 'skip') {
      if (!Number.isSafeInteger(value) || (value as number) < 0) {
        throw new InvalidQueryError(`"${key}" must be a non-negative integer`);
      }
    } else {
      throw new InvalidQueryError(`Find option "${key}" is not supported`);
    }
  }
  return options as FindOptions;
}

/** Collection names become file names and Mongo collection names; index specs are checked once. */
export function checkCollection(name: string, options: CollectionOptions = {}): IndexSpec[] {
  if (!collectionName.test(name)) {
    throw new Error(
      `Collection name "${name}" must be a letter then up to 63 letters, digits, "_" or "-"`,
    );
  }
  const indexes = options.indexes ?? [];
  for (const index of indexes) {
    const paths = Object.keys(index.fields);
    if (paths.length === 0) throw new Error(`An index on "${name}" has no fields`);
    for (const path of paths) {
      checkPath(path, 'Index field');
      if (index.fields[path] !== 1 && index.fields[path] !== -1) {
        throw new Error(`Index field "${path}" on "${name}" must be 1 or -1`);
      }
    }
    // NeDB's sparse compound index skips a document only when all fields are missing, MongoDB's
    // partial one when any is: with one field they agree.
    if (index.sparse && paths.length !== 1) {
      throw new Error(`A sparse index on "${name}" must have exactly one field`);
    }
    if (index.expireAfterSeconds !== undefined) {
      if (!Number.isSafeInteger(index.expireAfterSeconds) || index.expireAfterSeconds < 0) {
        throw new Error(`expireAfterSeconds on "${name}" must be a non-negative integer`);
      }
      if (paths.length !== 1 || paths[0] === 'id') {
        throw new Error(`An expiry index on "${name}" must have one field other than the id`);
      }
    }
  }
  return indexes;
}
