import { describe, expect, it } from 'vitest';
import { eventEnhanced } from '@venue/contracts/integrations';
import { readOnEvent, servicesOnALateStore } from '@venue/test-helpers/reads-on-event';
import { eventsService } from '@venue/events/events.service';
import { integrationsService } from '../src/integrations.service';

const suite = servicesOnALateStore([eventsService, integrationsService], {
  late: 'integrations',
  env: { OPEN_METEO_URL: 'http://127.0.0.1:9' },
});

const id = 'late-store-league-20301104';

describe('the read model on a store that answers late', () => {
  it('when an event gets its content, then a read asked the moment ai.event-enhanced is heard already shows it', async () => {
    const marketing = `/api/ai/events/${id}/marketing`;
    const heard = readOnEvent(suite.hosted, {
      service: 'integrations',
      event: eventEnhanced,
      path: marketing,
      readsOn: ({ eventId }) => eventId === id,
    });
    // Asked before there is any, so that "none yet" is kept to be dropped.
    expect((await suite.hosted.call('integrations', marketing)).status).toBe(404);

    const created = await suite.hosted.call('events', '/api/events', {
      method: 'POST',
      as: 'staff',
      json: {
        id,
        title: 'Monday League Night',
        date: '2030-11-04',
        time: '7:00 PM',
        location: 'Forks Arcade',
        description: 'Weekly league play on every machine.',
        featured: false,
      },
    });
    expect(created.status).toBe(201);
    // A new event gets its content by a job (event.changed): its write is the one heard here.
    await expect.poll(() => heard.answers.length).toBe(1);
    expect(heard.answers[0]).toMatchObject({
      status: 200,
      body: { producedBy: { writer: 'copywriter' } },
    });
    await heard.stop();
  });
});
