/** insertMany for both adapters: one document at a time, in order, stopping at the first failure. */
import { DuplicateKeyError, InsertManyError } from './store.port';

export async function insertInOrder<R, T>(
  records: R[],
  insertOne: (record: R) => Promise<T>,
): Promise<T[]> {
  const inserted: T[] = [];
  for (const record of records) {
    try {
      inserted.push(await insertOne(record));
    } catch (error) {
      if (error instanceof DuplicateKeyError) {
        throw new DuplicateKeyError(error.fields, inserted.length);
      }
      throw new InsertManyError(inserted.length, error);
    }
  }
  return inserted;
}
