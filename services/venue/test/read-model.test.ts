import { describe, expect, it } from 'vitest';
import { venueChanged, venueSettingsSchema } from '@venue/contracts/venue';
import { readOnEvent, servicesOnALateStore } from '@venue/test-helpers/reads-on-event';
import { venueService } from '../src/venue.service';
import { editable } from './venue-harness';

const suite = servicesOnALateStore([venueService], { late: 'venue' });

const settings = async () =>
  venueSettingsSchema.parse(await (await suite.hosted.call('venue', '/api/venue')).json());

describe('the read model on a store that answers late', () => {
  it('when an admin saves new settings twice, then a read asked the moment each venue.changed is heard already shows them', async () => {
    const heard = readOnEvent(suite.hosted, {
      service: 'venue',
      event: venueChanged,
      path: '/api/venue',
    });
    const before = editable(await settings());

    for (const phone of ['204-555-0101', '204-555-0102']) {
      heard.clear();
      const saved = await suite.hosted.call('venue', '/api/venue', {
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
