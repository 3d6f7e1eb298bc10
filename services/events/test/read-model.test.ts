import { describe, expect, it } from 'vitest';
import { eventChanged } from '@venue/contracts/events';
import { readOnEvent, servicesOnALateStore } from '@venue/test-helpers/reads-on-event';
import { venueToday } from '@venue/venue-time/venue-time';
import { integrationsService } from '@venue/integrations/integrations.service';
import { eventsService } from '../src/events.service';

// Fetch New Events is worked by the integrations service: the product never runs one without the other.
const suite = servicesOnALateStore([eventsService, integrationsService], {
  late: 'events',
  env: { OPEN_METEO_URL: 'http://127.0.0.1:9' },
});

const staff = (method: string, path: string, json?: unknown) =>
  suite.hosted.call('events', path, { method, as: 'staff', json });
const id = 'late-store-night';
const fields = {
  title: 'Late Store Night',
  date: venueToday(),
  time: '7:00 PM',
  location: 'Forks Arcade',
  description: 'An evening on a slow store.',
  featured: false,
};

describe('the read model on a store that answers late', () => {
  it('when an event is created, changed and deleted, then a read asked the moment each event.changed is heard already shows the change', async () => {
    const heard = readOnEvent(suite.hosted, {
      service: 'events',
      event: eventChanged,
      path: `/api/events/${id}`,
    });

    expect((await staff('POST', '/api/events', { id, ...fields })).status).toBe(201);
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(heard.answers[0]).toMatchObject({ status: 200, body: { id, title: fields.title } });

    heard.clear();
    expect(
      (await staff('PUT', `/api/events/${id}`, { ...fields, title: 'Later Night' })).status,
    ).toBe(200);
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(heard.answers[0]).toMatchObject({ status: 200, body: { title: 'Later Night' } });

    heard.clear();
    expect((await staff('DELETE', `/api/events/${id}`)).status).toBe(204);
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(heard.answers[0]).toMatchObject({ status: 404 });
    await heard.stop();
  });
});
