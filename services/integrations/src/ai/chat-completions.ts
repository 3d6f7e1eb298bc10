/**
 * An AI model behind any OpenAI-compatible chat-completions endpoint writes an event's
 * marketing copy and layout advice as JSON, checked against the contract. An answer that does
 * not fit is sent back with what was wrong; a busy or failing endpoint is asked again later.
 */
import type { VenueEvent } from '@venue/contracts/events';
import { generatedContentSchema, type GeneratedContent } from '@venue/contracts/integrations';
import { z } from 'zod';
import { eventFacts } from './event-facts';
import type { EventWriter } from './event-writer';
import {
  endpoint,
  errorReason,
  fetchText,
  issuesText,
  parseBody,
  retryAfterMs,
} from '../outside/http';

interface ChatCompletionsOptions {
  /** Up to the version, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  apiKey: string;
  /** For each request. */
  timeoutMs: number;
  /** Requests in all, the first included. Default 3. */
  attempts?: number;
  /** The wait before asking a busy or failing endpoint again, doubled each time. Default 1 s. */
  retryDelayMs?: number;
  /**
   * The longest `Retry-After` waited for. An endpoint that asks for a longer wait fails the write
   * at once, rather than hold the job (and a staff member's Enhance) for it. Default 30 s.
   */
  maxRetryAfterMs?: number;
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const maxBytes = 1024 * 1024;

const systemPrompt = [
  'You write marketing copy and poster or page layout advice for events at an arcade and',
  'pinball venue at The Forks in Winnipeg, Manitoba. The user sends one event as JSON.',
  'Use only facts from that event: never invent prices, prizes, times, places, guests or links.',
  'Answer with one JSON object and nothing else, matching this JSON Schema exactly:',
  JSON.stringify(z.toJSONSchema(generatedContentSchema, { io: 'input' })),
  'format is a short label for the kind of event, e.g. Tournament, League Night, Launch Party',
  'or Workshop. marketing holds a social media post (hashtags welcome), an email subject, a',
  'headline and selling points. layout holds a colour scheme as #rrggbb colours (the site uses',
  '#9333ea purple, #06b6d4 cyan and #84cc16 lime), visual elements, the layout structure and',
  'typography advice. Every text but socialPost, layoutStructure and typography is one line.',
].join('\n');

const errorReasonSchema = z
  .object({ error: z.object({ message: z.string() }) })
  .transform(({ error }) => error.message);

const completionSchema = z.object({
  choices: z.tuple(
    [
      z.object({
        message: z.object({ content: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    ],
    z.unknown(),
  ),
});

/** How one request went. */
type Outcome =
  | { kind: 'written'; content: GeneratedContent }
  /** The model answered, but not usably: it is told why and asked again. */
  | { kind: 'unusable'; reason: string; reply?: string; correction: string }
  /**
   * The endpoint was busy, failing or slow: the same request is sent again after a wait, at
   * least as long as the one it asked for (`Retry-After`).
   */
  | { kind: 'unavailable'; reason: string; retryAfterMs?: number };

export function chatCompletionsWriter({
  baseUrl,
  model,
  apiKey,
  timeoutMs,
  attempts = 3,
  retryDelayMs = 1000,
  maxRetryAfterMs = 30_000,
}: ChatCompletionsOptions): EventWriter {
  const service = `AI model ${model}`;

  async function ask(messages: ChatMessage[]): Promise<Outcome> {
    let status: number;
    let headers: Headers;
    let text: string;
    try {
      ({ status, headers, text } = await fetchText(
        endpoint(baseUrl, '/chat/completions'),
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            model,
            messages,
            response_format: { type: 'json_object' },
            temperature: 0.7,
          }),
        },
        { service, timeoutMs, maxBytes },
      ));
    } catch (error) {
      return { kind: 'unavailable', reason: (error as Error).message };
    }
    const reason = () => errorReason(text, errorReasonSchema);
    if (status === 401 || status === 403) {
      throw new Error(`${service} refused the API key (${status}): ${reason()}`);
    }
    if (status === 429 || status >= 500) {
      return {
        kind: 'unavailable',
        reason: `${service} answered ${status}: ${reason()}`,
        retryAfterMs: retryAfterMs(headers.get('retry-after')),
      };
    }
    if (status < 200 || status > 299) throw new Error(`${service} answered ${status}: ${reason()}`);
    try {
      return contentOf(parseBody(text, completionSchema, service));
    } catch (error) {
      return { kind: 'unavailable', reason: (error as Error).message };
    }
  }

  return {
    writer: 'ai',
    model,
    async write(event: VenueEvent): Promise<GeneratedContent> {
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: JSON.stringify(eventFacts(event)) },
      ];
      let lastReason = '';
      let busyRetries = 0;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        const outcome = await ask(messages);
        if (outcome.kind === 'written') return outcome.content;
        lastReason = outcome.reason;
        if (attempt === attempts) break;
        if (outcome.kind === 'unusable') {
          if (outcome.reply !== undefined) {
            messages.push({ role: 'assistant', content: outcome.reply });
          }
          messages.push({ role: 'user', content: outcome.correction });
        } else {
          const asked = outcome.retryAfterMs ?? 0;
          if (asked > maxRetryAfterMs) {
            throw new Error(
              `${service} asked to be called again in ${Math.ceil(asked / 1000)} s: ${outcome.reason}`,
            );
          }
          await pause(Math.max(retryDelayMs * 2 ** busyRetries, asked));
          busyRetries += 1;
        }
      }
      const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
      throw new Error(`${service} gave no usable content in ${tries}: ${lastReason}`);
    },
  };
}

function contentOf(completion: z.output<typeof completionSchema>): Outcome {
  const [{ message, finish_reason: finishReason }] = completion.choices;
  const reply = message.content ?? '';
  if (finishReason === 'length') {
    return {
      kind: 'unusable',
      reason: 'the answer was cut off at the length limit',
      correction:
        'Your answer was cut off at the length limit. Answer again with the whole JSON object, written more briefly.',
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch (error) {
    return {
      kind: 'unusable',
      reason: `the answer was not JSON: ${(error as Error).message}`,
      reply,
      correction: `That was not valid JSON (${(error as Error).message}). Answer with only the JSON object.`,
    };
  }
  const parsed = generatedContentSchema.safeParse(json);
  if (parsed.success) return { kind: 'written', content: parsed.data };
  return {
    kind: 'unusable',
    reason: `the answer did not fit the content schema: ${issuesText(parsed.error)}`,
    reply,
    correction: `That JSON does not fit the schema:\n${z.prettifyError(parsed.error)}\nAnswer again with the whole corrected JSON object.`,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
