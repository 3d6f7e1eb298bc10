import type { VenueEvent } from '@venue/contracts/events';
import type { GeneratedContent } from '@venue/contracts/integrations';
import { afterEach, describe, expect, it } from 'vitest';
import { chatCompletionsWriter } from '../../src/ai/chat-completions';
import type { EventWriter } from '../../src/ai/event-writer';
import {
  type FakeHandler,
  type FakeServer,
  type ReceivedRequest,
  sendJson,
  startFakeServer,
} from '@venue/test-helpers/fake-server';

const model = 'gpt-4o-mini';
const apiKey = 'sk-test-abc';
/** Long enough for any answer the fake server gives, however busy the machine. */
const timeoutMs = 10_000;
/** For the endpoint that never answers. */
const shortTimeoutMs = 300;

const event: VenueEvent = {
  id: 'monday-league-night-20261130',
  title: 'Monday League Night',
  date: '2026-11-30',
  time: '7:00 PM',
  location: 'Main floor',
  description: 'Weekly pinball league: four games a night, standings kept all season.',
  cost: '$10',
  featured: false,
  kind: 'league',
};

const content: GeneratedContent = {
  format: 'League Night',
  marketing: {
    socialPost: 'Monday League Night is back, Monday, November 30 at 7:00 PM! #Winnipeg #pinball',
    emailSubject: 'Monday League Night: November 30',
    headline: 'Monday League Night',
    sellingPoints: ['Four games a night', 'Standings kept all season', '$10 entry'],
  },
  layout: {
    colorScheme: { primary: '#06b6d4', secondary: '#9333ea', accent: '#84cc16' },
    visualElements: ['A league standings table'],
    layoutStructure: 'Headline on top, date and time under it, standings at the bottom.',
    typography: 'A bold display face for the headline, a plain sans-serif for the details.',
  },
};

/** A chat completion as OpenAI sends it, with the given reply text. */
function completion(reply: string, finishReason = 'stop') {
  return {
    id: 'chatcmpl-abc123',
    object: 'chat.completion',
    created: 1795449600,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 412, completion_tokens: 230, total_tokens: 642 },
    system_fingerprint: 'fp_test',
  };
}

/** Answers each request in turn with the next of `replies`, the last one after that. */
function replying(...replies: Array<(request: ReceivedRequest) => [number, unknown]>): FakeHandler {
  return (request, response) => {
    const count = server?.requests.length ?? 1;
    const reply = replies[Math.min(count, replies.length) - 1]!;
    const [status, body] = reply(request);
    sendJson(response, status, body);
  };
}

const good = (): [number, unknown] => [200, completion(JSON.stringify(content))];

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function writerFor(
  handler: FakeHandler,
  attempts = 3,
  answerWithinMs = timeoutMs,
): Promise<EventWriter> {
  server = await startFakeServer(handler);
  return chatCompletionsWriter({
    baseUrl: `${server.url}/v1`,
    model,
    apiKey,
    timeoutMs: answerWithinMs,
    attempts,
    retryDelayMs: 10,
  });
}

const sentMessages = (request: ReceivedRequest) =>
  (JSON.parse(request.body) as { messages: Array<{ role: string; content: string }> }).messages;

describe('chat-completions writer', () => {
  it('when the model answers fitting JSON, then that is the content', async () => {
    const writer = await writerFor(replying(good));

    await expect(writer.write(event)).resolves.toEqual(content);
    expect(writer).toMatchObject({ writer: 'ai', model });
  });

  it('when it asks, then the request carries the model, the key, JSON mode and the event', async () => {
    const writer = await writerFor(replying(good));

    await writer.write(event);

    const [request] = server!.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      model,
      response_format: { type: 'json_object' },
      temperature: 0.7,
    });
    const [system, user] = sentMessages(request!);
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain('The Forks in Winnipeg');
    expect(system!.content).toContain('"sellingPoints"');
    expect(JSON.parse(user!.content)).toEqual({
      title: 'Monday League Night',
      date: '2026-11-30',
      dayOfWeek: 'Monday',
      time: '7:00 PM',
      location: 'Main floor',
      description: 'Weekly pinball league: four games a night, standings kept all season.',
      cost: '$10',
    });
  });

  it('when the first answer is not JSON, then the retry sends it back with the error and succeeds', async () => {
    const notJson = 'Sure! Here is your marketing copy: Monday League Night...';
    const writer = await writerFor(replying(() => [200, completion(notJson)], good));

    await expect(writer.write(event)).resolves.toEqual(content);

    expect(server!.requests).toHaveLength(2);
    const retried = sentMessages(server!.requests[1]!);
    expect(retried).toHaveLength(4);
    expect(retried[2]).toEqual({ role: 'assistant', content: notJson });
    expect(retried[3]).toMatchObject({ role: 'user' });
    expect(retried[3]!.content).toMatch(/^That was not valid JSON \(.+\)/);
  });

  it('when the answer misses the schema, then the retry names the fields that are wrong', async () => {
    const wrong = { ...content, layout: { ...content.layout, colorScheme: { primary: 'purple' } } };
    const writer = await writerFor(replying(() => [200, completion(JSON.stringify(wrong))], good));

    await expect(writer.write(event)).resolves.toEqual(content);

    const correction = sentMessages(server!.requests[1]!)[3]!.content;
    expect(correction).toContain('layout.colorScheme.primary');
    expect(correction).toContain('must be a colour written #rrggbb');
    expect(correction).toContain('layout.colorScheme.secondary');
  });

  it('when every answer misses the schema, then it fails after all its attempts naming why', async () => {
    const wrong = { ...content, marketing: { ...content.marketing, sellingPoints: [] } };
    const writer = await writerFor(
      replying(() => [200, completion(JSON.stringify(wrong))]),
      3,
    );

    await expect(writer.write(event)).rejects.toThrow(
      /^AI model gpt-4o-mini gave no usable content in 3 attempts: the answer did not fit the content schema: marketing\.sellingPoints: /,
    );
    expect(server!.requests).toHaveLength(3);
  });

  it('when the answer is cut off at the length limit, then it asks again for a briefer one', async () => {
    const cut = JSON.stringify(content).slice(0, 100);
    const writer = await writerFor(replying(() => [200, completion(cut, 'length')], good));

    await expect(writer.write(event)).resolves.toEqual(content);

    const retried = sentMessages(server!.requests[1]!);
    expect(retried.at(-1)!.content).toContain('cut off at the length limit');
  });

  it('when the key is refused, then it fails at once without retrying', async () => {
    const writer = await writerFor(
      replying(() => [
        401,
        {
          error: {
            message: 'Incorrect API key provided: sk-test-***abc.',
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_api_key',
          },
        },
      ]),
    );

    await expect(writer.write(event)).rejects.toThrow(
      'AI model gpt-4o-mini refused the API key (401): Incorrect API key provided',
    );
    expect(server!.requests).toHaveLength(1);
  });

  it('when the endpoint is busy (429) then failing (500), then it asks again and succeeds', async () => {
    const writer = await writerFor(
      replying(
        () => [429, { error: { message: 'Rate limit reached', type: 'requests' } }],
        () => [500, { error: { message: 'The server had an error' } }],
        good,
      ),
    );

    await expect(writer.write(event)).resolves.toEqual(content);

    expect(server!.requests).toHaveLength(3);
    expect(sentMessages(server!.requests[2]!)).toHaveLength(2);
  });

  it('when the endpoint stays busy, then the error says what it last answered', async () => {
    const writer = await writerFor(
      replying(() => [503, { error: { message: 'Overloaded' } }]),
      2,
    );

    await expect(writer.write(event)).rejects.toThrow(
      'AI model gpt-4o-mini gave no usable content in 2 attempts: AI model gpt-4o-mini answered 503: Overloaded',
    );
    expect(server!.requests).toHaveLength(2);
  });

  it('when the endpoint asks to wait (Retry-After: 1), then it waits that long, not its own short pause', async () => {
    const writer = await writerFor((_, response) => {
      if (server!.requests.length > 1) return sendJson(response, ...good());
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
      response.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
    });

    const started = Date.now();
    await expect(writer.write(event)).resolves.toEqual(content);

    // The writer's own pause is 10 ms here: only the header explains a second's wait (timers
    // may fire a millisecond early by the wall clock).
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(server!.requests).toHaveLength(2);
  });

  it('when the endpoint asks for a longer wait than the writer allows, then it fails at once naming it', async () => {
    const writer = await writerFor((_, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' });
      response.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
    });

    await expect(writer.write(event)).rejects.toThrow(
      'AI model gpt-4o-mini asked to be called again in 120 s: AI model gpt-4o-mini answered 429: Rate limit reached',
    );
    expect(server!.requests).toHaveLength(1);
  });

  it('when the model is unknown (404), then it fails at once without retrying', async () => {
    const writer = await writerFor(
      replying(() => [404, { error: { message: 'The model `gpt-x` does not exist' } }]),
    );

    await expect(writer.write(event)).rejects.toThrow(
      'AI model gpt-4o-mini answered 404: The model `gpt-x` does not exist',
    );
    expect(server!.requests).toHaveLength(1);
  });

  it('when the endpoint does not answer in time, then each request times out', async () => {
    const writer = await writerFor(() => new Promise<void>(() => {}), 2, shortTimeoutMs);

    await expect(writer.write(event)).rejects.toThrow(
      `AI model gpt-4o-mini did not answer within ${shortTimeoutMs} ms`,
    );
    expect(server!.requests).toHaveLength(2);
  });

  it('when the endpoint answers an HTML page, then the error says it is not JSON', async () => {
    server = await startFakeServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    });
    const writer = chatCompletionsWriter({
      baseUrl: `${server.url}/v1/`,
      model,
      apiKey,
      timeoutMs,
      attempts: 1,
    });

    await expect(writer.write(event)).rejects.toThrow(
      'AI model gpt-4o-mini gave no usable content in 1 attempt: AI model gpt-4o-mini sent a body that is not JSON: <html>Bad gateway</html>',
    );
    expect(server.requests[0]!.url).toBe('/v1/chat/completions');
  });
});
