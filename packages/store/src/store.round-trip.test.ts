import { describe } from 'vitest';
import { runRoundTripContract } from './store.round-trip.contract';
import { embeddedFixture, mongoFixture } from './test-support/store-fixtures';

const mongoUrl = process.env.MONGO_URL;

runRoundTripContract('embedded', embeddedFixture);

describe.skipIf(!mongoUrl)('store round trip: mongo (set MONGO_URL to run)', () => {
  runRoundTripContract('mongo', mongoFixture(mongoUrl ?? ''));
});
