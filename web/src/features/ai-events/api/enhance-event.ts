import type { EnhanceAccepted } from '@venue/contracts/integrations';
import type { VenueEvent } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { apiMutation } from '@/lib/use-api-mutation';

/**
 * Staff: writes the event's marketing copy and design suggestions. Answers the content when it
 * is ready within a few seconds, else `{jobId}` while a job finishes it.
 */
export const enhanceEvent = async (event: VenueEvent) =>
  callApi((await apiRoutes.integrations()).enhance, { params: { id: event.id } });

export const isStillWriting = (
  answer: Awaited<ReturnType<typeof enhanceEvent>>,
): answer is EnhanceAccepted => 'jobId' in answer;

export const enhanceEventMutation = apiMutation({
  mutationFn: enhanceEvent,
  invalidates: [['ai-events'], ['events']],
});
