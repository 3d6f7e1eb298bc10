import { describe } from 'vitest';
import { runStoreContract } from './store.contract';
import { embeddedFixture, mongoFixture } from './test-support/store-fixtures';

const mongoUrl = process.env.MONGO_URL;

runStoreContract('embedded', embeddedFixture);

describe.skipIf(!mongoUrl)('store contract: mongo (set MONGO_URL to run)', () => {
  runStoreContract('mongo', mongoFixture(mongoUrl ?? ''));
});
