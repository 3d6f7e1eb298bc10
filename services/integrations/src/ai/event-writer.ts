/**
 * The event writer interface: a model behind an OpenAI-compatible chat-completions endpoint
 * (chat-completions.ts), or the built-in copywriter (copywriter.ts).
 */
import type { VenueEvent } from '@venue/contracts/events';
import type { GeneratedContent } from '@venue/contracts/integrations';

export interface EventWriter {
  /** `ai` for a model (with its name), `copywriter` for the built-in one. */
  writer: 'ai' | 'copywriter';
  model?: string;
  /** Content for the event, already checked against the contract's schema. */
  write(event: VenueEvent): Promise<GeneratedContent>;
}
