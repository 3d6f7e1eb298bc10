import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueChanged, venueSettingsSchema } from '@venue/contracts/venue';
import { readOnEvent } from '@venue/test-helpers/reads-on-event';
import {
  startServicesUnderTest,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { storeLatency } from '@venue/test-helpers/store-latency';
import { venueService } from '../src/venue.service';
import { editable } from './venue-harness';

/** The store answers this late once the venue has started (a store across a network). */
const lateMs = 40;
const latency = storeLatency();
let hosted: ServicesUnderTest;

beforeAll(async () => {
  hosted = await startServicesUnderTest([venueService], { wrapStore: latency.wrap });
  latency.ms = lateMs;
});
afterAll(() => hosted.close());

const settings = async () =>
  venueSettingsSchema.parse(await (await hosted.call('venue', '/api/venue')).json());

describe('the read model on a store that answers late', () => {
  it('when an admin saves new settings twice, then a read asked the moment each venue.changed is heard already shows them', async () => {
    const heard = readOnEvent(hosted, {
      service: 'venue',
      event: venueChanged,
      path: '/api/venue',
    });
    const before = editable(await settings());

    for (const phone of ['204-555-0101', '204-555-0102']) {
      heard.clear();
      const saved = await hosted.call('venue', '/api/venue', {
        method: 'PUT',
        as: 'admin',
        json: { ...before, phone },
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ phone });
      await expect.poll(() => heard.answers.length).toBe(1);
      expect(heard.answers[0]).toMatchObject({ status: 200, body: { phone } });
    }
    await heard.stop();
  });
});
