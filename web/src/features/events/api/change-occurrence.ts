import { eventsApi, type OccurrenceChangeInput } from '@venue/contracts/events';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/**
 * One date of a series changed on its own ("this event"), named by the date the series gives
 * it: cancelled, moved or with text of its own; the answer is the series. Blank fields are the
 * series'; a change that gives back all of the series' makes the date the series' again.
 */
export const changeOccurrence = ({
  id,
  originalDate,
  change,
}: {
  id: string;
  originalDate: string;
  change: OccurrenceChangeInput;
}) =>
  callApi(eventsApi.routes.changeOccurrence, {
    params: { id, date: originalDate },
    body: change,
  });

export const changeOccurrenceMutation = apiMutation({
  mutationFn: changeOccurrence,
  invalidates: [['events']],
});
