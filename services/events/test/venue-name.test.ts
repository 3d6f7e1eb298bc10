import { afterEach, describe, expect, it } from 'vitest';
import { venueSettingsSchema } from '@venue/contracts/venue';
import {
  startServicesUnderTest,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { integrationsService } from '@venue/integrations/integrations.service';
import { venueService } from '@venue/venue/venue.service';
import { eventsService } from '../src/events.service';

let hosted: ServicesUnderTest | undefined;
afterEach(() => hosted?.close());

const calendarName = async () => {
  const text = await (await hosted!.call('events', '/api/events.ics')).text();
  return /^X-WR-CALNAME:(.*)$/m.exec(text)?.[1]?.trim();
};

describe('the calendar feed’s name', () => {
  it('when staff rename the venue, then the feed is named after it', async () => {
    hosted = await startServicesUnderTest([eventsService, integrationsService, venueService]);
    await expect.poll(calendarName).toBe('Forks Arcade Events');

    const venue = venueSettingsSchema.parse(
      await (await hosted.call('venue', '/api/venue')).json(),
    );
    const saved = await hosted.call('venue', '/api/venue', {
      method: 'PUT',
      as: 'admin',
      // What the service works out (today, the notices) is left out of a save.
      json: { ...venue, name: 'Forks Pinball Hall' },
    });
    expect(saved.status).toBe(200);

    await expect.poll(calendarName).toBe('Forks Pinball Hall Events');
  });

  it('when the venue service does not answer, then the feed keeps the configured name', async () => {
    hosted = await startServicesUnderTest([eventsService, integrationsService], {
      env: { EVENTS_CALENDAR_NAME: 'Arcade Nights' },
    });
    expect(await calendarName()).toBe('Arcade Nights');
    expect(await calendarName()).toBe('Arcade Nights');
  });
});
