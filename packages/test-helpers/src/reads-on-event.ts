import type { EventDefinition } from '@venue/contracts/messages';
import type { ServicesUnderTest } from './service-harness';

export interface ReadOnEvent {
  status: number;
  body: unknown;
}

/**
 * Stands in for the gateway's edge cache at its worst moment: on hearing each `event`, it drops
 * nothing and asks the service for the public read at once, by a call as the one-process
 * gateway does, as a visitor's miss right after the invalidation would. What the service
 * answered then is what the cache would keep for the read's max-age.
 */
export function readOnEvent<P>(
  hosted: ServicesUnderTest,
  options: {
    service: string;
    event: EventDefinition<P>;
    path: string;
    /** Which of the events to read on (all by default). */
    only?: (payload: P) => boolean;
  },
) {
  const reads = hosted.services[options.service]?.reads;
  if (!reads) throw new Error(`${options.service} is not served here`);
  const answers: ReadOnEvent[] = [];
  const stop = hosted.jobs.listen(options.event, async (payload) => {
    if (options.only && !options.only(payload)) return;
    const answering = reads(options.path);
    if (!answering) throw new Error(`${options.path} is not a public read of ${options.service}`);
    const { status, body } = await answering;
    answers.push({ status, body: JSON.parse(body.toString('utf8')) as unknown });
  });
  return {
    /** The answers, in the order the events were heard. */
    answers,
    /** Forgets the answers so far, e.g. between two writes. */
    clear: () => void answers.splice(0),
    stop,
  };
}
