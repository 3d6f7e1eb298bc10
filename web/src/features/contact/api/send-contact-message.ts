import type { contactMessageInputSchema } from '@venue/contracts/contact';
import type { z } from 'zod';

import { callApi } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { apiMutation } from '@/lib/use-api-mutation';

/** Public: 201 when the message is kept for staff; 400 per field; 429 past the limit. */
export const sendContactMessage = async (message: z.output<typeof contactMessageInputSchema>) =>
  callApi((await apiRoutes.operations()).sendContactMessage, { body: message });

export const sendContactMessageMutation = apiMutation({ mutationFn: sendContactMessage });
