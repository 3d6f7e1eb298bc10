import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@venue/contracts/errors';
import { eventSchema, fetchNewEventsResultSchema } from '@venue/contracts/events';
import {
  enhanceAcceptedSchema,
  enhancedEventSchema,
  eventLayoutSchema,
  eventMarketingSchema,
  weatherSchema,
  type GeneratedContent,
} from '@venue/contracts/integrations';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { venueToday } from '@venue/venue-time/venue-time';
import { eventsService } from '@venue/events/events.service';
import { integrationsService } from '../src/integrations.service';
import {
  sendJson,
  startFakeServer,
  type FakeHandler,
  type FakeServer,
} from '@venue/test-helpers/fake-server';
import { openMeteoAnswer } from '@venue/test-helpers/fake-weather';

let hosted: ServicesUnderTest | undefined;
const fakes: FakeServer[] = [];
afterEach(async () => {
  await hosted?.close();
  hosted = undefined;
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const fake = async (handler: FakeHandler) => {
  const server = await startFakeServer(handler);
  fakes.push(server);
  return server;
};
/** Nothing listens on port 9 of loopback: the provider is unreachable at once. */
const nowhere = 'http://127.0.0.1:9';

const start = async (env: NodeJS.ProcessEnv = {}) => {
  hosted = await startServicesUnderTest([eventsService, integrationsService], {
    env: { OPEN_METEO_URL: nowhere, ...env },
  });
  return hosted;
};
const call = (service: string, path: string, options: CallOptions = {}) =>
  hosted!.call(service, path, options);
const asStaff = (method: string, json?: unknown): CallOptions => ({ method, as: 'staff', json });
const expectError = async (response: Response, status: number) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return errorBodySchema.parse(await response.json());
};
const eventsList = async () =>
  z.array(eventSchema).parse(await (await call('events', '/api/events')).json());

/** `YYYY-MM-DD` this many days from the venue's today. */
const daysFromToday = (days: number) => {
  const [year, month, day] = venueToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

describe('the weather', () => {
  it('when Open-Meteo answers, then the page gets the reading in °C, % and km/h with one of our icons', async () => {
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const provider = await fake((_request, response) =>
      sendJson(response, 200, openMeteoAnswer(now)),
    );
    await start({ OPEN_METEO_URL: provider.url, VENUE_LATITUDE: '49.8874' });

    await expect.poll(async () => (await call('integrations', '/api/weather')).status).toBe(200);
    const weather = weatherSchema.parse(await (await call('integrations', '/api/weather')).json());
    expect(weather).toEqual({
      icon: 'snow',
      temperature: -7.4,
      description: expect.stringMatching(/snow/i),
      humidity: 84,
      windSpeed: 19,
      observedAt: now.toISOString(),
      provider: 'open-meteo',
    });
    expect(provider.requests[0]?.url).toMatch(/^\/v1\/forecast\?.*latitude=49\.8874/);
  });

  it('when an OpenWeatherMap key is set, then OpenWeatherMap is asked with it', async () => {
    const provider = await fake((_request, response) =>
      sendJson(response, 200, {
        coord: { lon: -97.13, lat: 49.89 },
        weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01n' }],
        base: 'stations',
        main: { temp: -12.5, feels_like: -19, humidity: 70, pressure: 1030 },
        wind: { speed: 5, deg: 300 },
        dt: Math.floor(Date.now() / 1000) - 60,
        sys: { country: 'CA' },
        timezone: -21600,
        name: 'Winnipeg',
        cod: 200,
      }),
    );
    await start({ OPENWEATHERMAP_URL: provider.url, OPENWEATHERMAP_API_KEY: 'owm-test-key' });

    await expect.poll(async () => (await call('integrations', '/api/weather')).status).toBe(200);
    expect(await (await call('integrations', '/api/weather')).json()).toMatchObject({
      icon: 'clear-night',
      temperature: -12.5,
      humidity: 70,
      windSpeed: 18,
      provider: 'openweathermap',
    });
    expect(provider.requests[0]?.url).toContain('appid=owm-test-key');
  });

  it('when the provider cannot be reached, then the endpoint says the weather is unavailable', async () => {
    await start();
    const body = await expectError(await call('integrations', '/api/weather'), 503);
    expect(body.message).toMatch(/Weather data unavailable/);
  });

  it('when the only reading is older than the allowed age, then it is not shown', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const provider = await fake((_request, response) =>
      sendJson(response, 200, openMeteoAnswer(twoHoursAgo)),
    );
    await start({ OPEN_METEO_URL: provider.url });
    // The provider was asked before its answer is stored: wait for the stored reading's message.
    await expect
      .poll(
        async () => (await expectError(await call('integrations', '/api/weather'), 503)).message,
      )
      .toBe('Weather data unavailable: no reading in the last 60 minutes');
  });

  it('when the settings are wrong, then the service refuses to start and names them', async () => {
    await expect(
      start({ OPEN_METEO_URL: 'ftp://weather.example', WEATHER_TIMEOUT_MS: 'soon' }),
    ).rejects.toThrow(
      /OPEN_METEO_URL[\s\S]*WEATHER_TIMEOUT_MS|WEATHER_TIMEOUT_MS[\s\S]*OPEN_METEO_URL/,
    );
    await expect(start({ AI_BASE_URL: 'https://ai.example/v1' })).rejects.toThrow(
      /AI_BASE_URL, AI_MODEL and AI_API_KEY together/,
    );
  });
});

const calendarOf = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flat(), 'END:VCALENDAR'].join(
    '\r\n',
  );
const vevent = (uid: string, date: string, summary: string, extra: string[] = []) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20300101T000000Z',
  `DTSTART:${date.replace(/-/g, '')}T010000Z`,
  `SUMMARY:${summary}`,
  'LOCATION:Forks Arcade',
  ...extra,
  'END:VEVENT',
];

describe('outside event feeds', () => {
  /** Serves whatever the test puts in `feed` at the time of the request. */
  const serveFeed = async (feed: { type: string; text: string }) =>
    fake((_request, response) => {
      response.writeHead(200, { 'content-type': feed.type }).end(feed.text);
    });
  const fetchNew = async () => {
    const response = await call('events', '/api/events/fetch-new', asStaff('POST'));
    expect(response.status, await response.clone().text()).toBe(200);
    return fetchNewEventsResultSchema.parse(await response.json());
  };
  const clearSeed = async () => {
    for (const event of await eventsList()) {
      expect((await call('events', `/api/events/${event.id}`, asStaff('DELETE'))).status).toBe(204);
    }
  };

  it('when an iCalendar feed is configured, then its upcoming events are added once by uid; staff edits stay and removed items are kept', async () => {
    const date = daysFromToday(9);
    const feed = {
      type: 'text/calendar',
      text: calendarOf(
        vevent('abc-1@league.example', date, 'Provincial Qualifier', [
          'DESCRIPTION:Top 16 go to provincials.',
        ]),
        vevent('old@league.example', '2020-01-01', 'Long ago'),
      ),
    };
    const server = await serveFeed(feed);
    await start({ EVENTS_FEEDS: `${server.url}/league.ics` });
    await clearSeed();

    expect(await fetchNew()).toEqual({ newEventsCount: 1, feedErrors: [] });
    const [imported] = await eventsList();
    expect(imported).toMatchObject({
      id: `provincial-qualifier-${daysFromToday(8).replace(/-/g, '')}`,
      title: 'Provincial Qualifier',
      // 01:00 UTC is 7 PM (CST) or 8 PM (CDT) the evening before at the venue.
      date: daysFromToday(8),
      description: 'Top 16 go to provincials.',
      externalUid: 'abc-1@league.example',
      featured: false,
    });
    expect(imported?.time).toMatch(/^[78]:00 PM$/);
    expect(await fetchNew()).toEqual({ newEventsCount: 0, feedErrors: [] });

    const changes = { ...imported!, title: 'Provincial Qualifier (Top 16)', featured: true };
    const put = await call('events', `/api/events/${imported!.id}`, asStaff('PUT', changes));
    expect(put.status).toBe(200);
    const edited = eventSchema.parse(await put.json());
    expect(edited).toMatchObject({ title: changes.title, featured: true });
    feed.text = calendarOf(
      vevent('abc-1@league.example', date, 'Renamed Upstream'),
      vevent('new-2@league.example', daysFromToday(20), 'Winter League'),
    );
    expect(await fetchNew()).toEqual({ newEventsCount: 1, feedErrors: [] });
    const after = await eventsList();
    expect(after.find((event) => event.id === imported!.id)).toEqual(edited);
    expect(after.map((event) => event.title)).toContain('Winter League');

    feed.text = calendarOf();
    expect(await fetchNew()).toEqual({ newEventsCount: 0, feedErrors: [] });
    expect(await eventsList()).toEqual(after);
  });

  it('when one of two feeds is malformed, then the good one is imported and the bad one is reported with its URL and reason, importing nothing', async () => {
    const good = await serveFeed({
      type: 'application/json',
      text: JSON.stringify([
        {
          uid: 'json-1',
          title: 'Pinball Clinic',
          date: daysFromToday(5),
          time: '6:30 PM',
          location: 'Forks Arcade',
          description: 'Learn to nudge.',
        },
      ]),
    });
    const bad = await serveFeed({
      type: 'application/json',
      text: JSON.stringify([
        { uid: 'bad-1', title: 'Fine', date: daysFromToday(4), description: 'Fine.' },
        { uid: 'bad-2', date: daysFromToday(6), description: 'No title.' },
      ]),
    });
    await start({ EVENTS_FEEDS: `${good.url}/events.json, ${bad.url}/events.json` });
    await clearSeed();

    const result = await fetchNew();
    expect(result.newEventsCount).toBe(1);
    expect(result.feedErrors).toEqual([
      { url: `${bad.url}/events.json`, reason: expect.stringMatching(/entry 2 \(bad-2\).*Title/) },
    ]);
    expect((await eventsList()).map((event) => event.title)).toEqual(['Pinball Clinic']);
  });

  it('when no feed can be read, then Fetch New Events is a 502 naming why, and nothing changes', async () => {
    const feed = await serveFeed({ type: 'text/html', text: '<html>Maintenance</html>' });
    await start({ EVENTS_FEEDS: `${feed.url}/calendar` });
    const before = await eventsList();
    const body = await expectError(
      await call('events', '/api/events/fetch-new', asStaff('POST')),
      502,
    );
    expect(body.message).toContain(`${feed.url}/calendar`);
    expect(body.message).toMatch(/neither an iCalendar/);
    expect(await eventsList()).toEqual(before);
  });

  it('when a feed event repeats weekly in the venue zone, then it is imported as one series with its rule; a rule the venue cannot hold is taken at its first date', async () => {
    const firstTuesday = (() => {
      for (let days = -21; ; days += 1) {
        const date = daysFromToday(days);
        if (new Date(`${date}T12:00:00Z`).getUTCDay() === 2) return date;
      }
    })();
    const compact = (date: string) => date.replace(/-/g, '');
    const winnipeg = [
      'BEGIN:VTIMEZONE',
      'TZID:America/Winnipeg',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const repeating = (uid: string, summary: string, rule: string, date = firstTuesday) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20300101T000000Z',
      `DTSTART;TZID=America/Winnipeg:${compact(date)}T190000`,
      `SUMMARY:${summary}`,
      rule,
      'END:VEVENT',
    ];
    const server = await serveFeed({
      type: 'text/calendar',
      text: calendarOf(
        winnipeg,
        repeating('league@feed.example', 'Feed League', 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10'),
        repeating(
          'daily@feed.example',
          'Daily Practice',
          'RRULE:FREQ=DAILY;COUNT=3',
          daysFromToday(3),
        ),
        repeating('gone@feed.example', 'Gone League', 'RRULE:FREQ=WEEKLY;COUNT=2'),
      ),
    });
    await start({ EVENTS_FEEDS: `${server.url}/league.ics` });
    await clearSeed();

    expect(await fetchNew()).toEqual({ newEventsCount: 2, feedErrors: [] });
    const league = (await eventsList()).find((event) => event.title === 'Feed League');
    expect(league).toMatchObject({
      title: 'Feed League',
      date: firstTuesday,
      time: '7:00 PM',
      externalUid: 'league@feed.example',
      recurrence: { frequency: 'weekly', interval: 1, weekdays: ['TU'], count: 10 },
      recurrenceText: 'Every Tuesday',
    });
    expect(league!.nextDate! >= venueToday()).toBe(true);
    // A daily rule is not the venue's: its first date alone. The series that ended is left out.
    const daily = (await eventsList()).find((event) => event.title === 'Daily Practice');
    expect(daily).toMatchObject({ date: daysFromToday(3), externalUid: 'daily@feed.example' });
    expect(daily!.recurrence).toBeUndefined();
    expect((await eventsList()).map((event) => event.title).sort()).toEqual([
      'Daily Practice',
      'Feed League',
    ]);
    expect(await fetchNew()).toEqual({ newEventsCount: 0, feedErrors: [] });
  });

  it('when no feed is configured, then Fetch New Events finds none', async () => {
    await start();
    expect(await fetchNew()).toEqual({ newEventsCount: 0, feedErrors: [] });
  });
});

describe('AI enhancement', () => {
  const newEvent = {
    id: 'league-night-20301104',
    title: 'Monday League Night',
    date: '2030-11-04',
    time: '7:00 PM',
    location: 'Forks Arcade',
    description: 'Weekly league play on every machine.',
    cost: '$10',
    registrationUrl: '',
    featured: false,
  };
  const createEvent = async (event = newEvent) => {
    const response = await call('events', '/api/events', asStaff('POST', event));
    expect(response.status, await response.clone().text()).toBe(201);
    return eventSchema.parse(await response.json());
  };
  const enhance = (id: string) =>
    call('integrations', `/api/ai/events/${id}/enhance`, asStaff('POST'));
  const marketingOf = async (id: string) => call('integrations', `/api/ai/events/${id}/marketing`);

  const aiContent: GeneratedContent = {
    format: 'League Night',
    marketing: {
      socialPost: 'League night is back at The Forks! #Winnipeg',
      emailSubject: 'Monday League Night returns',
      headline: 'Flip, score, repeat',
      sellingPoints: ['Every machine in play', '$10 entry'],
    },
    layout: {
      colorScheme: { primary: '#112233', secondary: '#445566', accent: '#778899' },
      visualElements: ['Flipper silhouettes'],
      layoutStructure: 'Hero with the date, then the rules.',
      typography: 'A bold display face for the title.',
    },
  };
  /**
   * An OpenAI-compatible endpoint answering each request, after `delayMs`, with the next of
   * `contents` (good content once they are used up). Tests change the script as they go.
   */
  const fakeAi = (script: { contents: string[]; delayMs: number }) =>
    fake(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, script.delayMs));
      const content = script.contents.shift() ?? JSON.stringify(aiContent);
      sendJson(response, 200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1_790_000_000,
        model: 'venue-model',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    });
  /** Every event has content: the sample calendar's catch-up is over. */
  const settled = async () => {
    const written = async () => {
      const all = z
        .array(enhancedEventSchema)
        .parse(await (await call('integrations', '/api/ai/events/enhanced')).json());
      return all.map((entry) => entry.event.id).sort();
    };
    const ids = (await eventsList()).map((event) => event.id).sort();
    await expect.poll(written, { timeout: 10_000 }).toEqual(ids);
  };
  const aiEnv = (server: FakeServer, extra: NodeJS.ProcessEnv = {}) => ({
    AI_BASE_URL: `${server.url}/v1`,
    AI_MODEL: 'venue-model',
    AI_API_KEY: 'test-key',
    ...extra,
  });

  it('when more upcoming events have content than asked for, then the list holds the first ones by date and no past event; a bad limit is a 400', async () => {
    await start();
    await settled();
    const past = await createEvent({ ...newEvent, id: 'last-week', date: daysFromToday(-7) });
    // Untimed and early in the alphabet: first of today's, whatever the sample calendar holds.
    const soon = await createEvent({
      ...newEvent,
      id: 'soon',
      title: 'A first look',
      time: '',
      date: daysFromToday(0),
    });
    await enhance(past.id);
    await enhance(soon.id);
    const listed = async (query: string) =>
      z
        .array(enhancedEventSchema)
        .parse(await (await call('integrations', `/api/ai/events/enhanced${query}`)).json())
        .map((entry) => entry.event.id);

    const all = await listed('');
    expect(all).not.toContain(past.id);
    expect(all.length).toBeGreaterThan(1);
    expect(await listed('?limit=1')).toEqual([soon.id]);
    expect(await listed('?limit=200')).toEqual(all);
    for (const limit of ['0', '201', 'many']) {
      const body = await expectError(
        await call('integrations', `/api/ai/events/enhanced?limit=${limit}`),
        400,
      );
      expect(body.errors?.['query.limit']?.[0]).toBe('limit must be a whole number from 1 to 200');
    }
  });

  it('when no AI is configured, then Enhance has the copywriter write both shapes, says so, and visitors can read them', async () => {
    await start();
    const event = await createEvent();
    const response = await enhance(event.id);
    expect(response.status, await response.clone().text()).toBe(200);
    const enhanced = enhancedEventSchema.parse(await response.json());
    expect(enhanced.event).toEqual(event);
    expect(enhanced.producedBy.writer).toBe('copywriter');

    const marketing = eventMarketingSchema.parse(await (await marketingOf(event.id)).json());
    expect(marketing).toEqual({ ...enhanced.marketing, producedBy: enhanced.producedBy });
    const layoutResponse = await call('integrations', `/api/ai/events/${event.id}/layout`);
    expect(eventLayoutSchema.parse(await layoutResponse.json())).toEqual({
      ...enhanced.layout,
      producedBy: enhanced.producedBy,
    });
    const all = z
      .array(enhancedEventSchema)
      .parse(await (await call('integrations', '/api/ai/events/enhanced')).json());
    expect(all.find((entry) => entry.event.id === event.id)).toEqual(enhanced);
  });

  it('when the store starts with the sample calendar, then every sample event gets content without anyone asking', async () => {
    await start();
    expect((await eventsList()).length).toBeGreaterThan(0);
    await settled();
  });

  it('when Enhance is asked by a visitor or for an unknown event, then it is a 401 or a 404', async () => {
    await start();
    const visitor = await call('integrations', '/api/ai/events/anything/enhance', {
      method: 'POST',
    });
    await expectError(visitor, 401);
    await expectError(await enhance('no-such-event-20300101'), 404);
    await expectError(await marketingOf('no-such-event-20300101'), 404);
  });

  it('when an event changes, then its content is written again from the new version; when it is deleted, the content goes', async () => {
    await start();
    const event = await createEvent();
    // A created event is written for at once, without anyone asking.
    await expect.poll(async () => (await marketingOf(event.id)).status).toBe(200);
    const { id, ...fields } = { ...newEvent, title: 'Tuesday League Night' };
    expect((await call('events', `/api/events/${id}`, asStaff('PUT', fields))).status).toBe(200);
    const titleWrittenFrom = async () => {
      const all = z
        .array(enhancedEventSchema)
        .parse(await (await call('integrations', '/api/ai/events/enhanced')).json());
      return all.find((entry) => entry.event.id === event.id)?.event.title;
    };
    await expect.poll(titleWrittenFrom).toBe('Tuesday League Night');
    // The event's own routes answer the new content too, not what they answered before.
    const rewritten = z
      .array(enhancedEventSchema)
      .parse(await (await call('integrations', '/api/ai/events/enhanced')).json())
      .find((entry) => entry.event.id === event.id)!;
    expect(await (await marketingOf(event.id)).json()).toEqual({
      ...rewritten.marketing,
      producedBy: rewritten.producedBy,
    });

    expect((await call('events', `/api/events/${event.id}`, asStaff('DELETE'))).status).toBe(204);
    await expect.poll(async () => (await marketingOf(event.id)).status).toBe(404);
  });

  it('when an AI endpoint is configured, then it writes the content and the result names the model', async () => {
    const script = { contents: [] as string[], delayMs: 0 };
    const ai = await fakeAi(script);
    await start(aiEnv(ai));
    await settled();
    const event = await createEvent();
    await expect.poll(async () => (await marketingOf(event.id)).status).toBe(200);
    script.contents.push('this is not JSON');
    const requestsBefore = ai.requests.length;
    const response = await enhance(event.id);
    expect(response.status, await response.clone().text()).toBe(200);
    const enhanced = enhancedEventSchema.parse(await response.json());
    expect(enhanced).toMatchObject({
      ...aiContent,
      producedBy: { writer: 'ai', model: 'venue-model' },
    });
    // The answer that was not JSON was asked again.
    expect(ai.requests.length - requestsBefore).toBe(2);
    const request = JSON.parse(ai.requests.at(-1)!.body) as { model: string };
    expect(request.model).toBe('venue-model');
  });

  it('when the AI keeps answering content that fails the schema, then Enhance is a 502 and the stored content stays', async () => {
    const failing = JSON.stringify({
      ...aiContent,
      layout: { ...aiContent.layout, colorScheme: 'purple' },
    });
    const script = { contents: [] as string[], delayMs: 0 };
    const ai = await fakeAi(script);
    await start(aiEnv(ai));
    await settled();
    const event = await createEvent();
    await expect.poll(async () => (await marketingOf(event.id)).status).toBe(200);
    const before = await (await marketingOf(event.id)).json();

    script.contents.push(failing, failing, failing);
    const requestsBefore = ai.requests.length;
    const body = await expectError(await enhance(event.id), 502);
    expect(body.message).toMatch(/could not be enhanced/);
    // The writer's own three tries; the job does not repeat output that can never pass.
    expect(ai.requests.length - requestsBefore).toBe(3);
    expect(await (await marketingOf(event.id)).json()).toEqual(before);
  });

  it('when writing takes longer than Enhance waits, then it answers 202 with the job id and the content arrives after', async () => {
    const script = { contents: [] as string[], delayMs: 0 };
    const ai = await fakeAi(script);
    await start(aiEnv(ai, { AI_ENHANCE_WAIT_MS: '300' }));
    await settled();
    script.delayMs = 1_500;
    const event = await createEvent();
    const response = await enhance(event.id);
    expect(response.status).toBe(202);
    expect(enhanceAcceptedSchema.parse(await response.json()).jobId).toMatch(/^enhance-/);
    await expect
      .poll(async () => (await marketingOf(event.id)).status, { timeout: 10_000 })
      .toBe(200);
  });
});
