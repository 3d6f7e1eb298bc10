import type { contactMessageInputSchema } from '@venue/contracts/contact';
import { operationsApi } from '@venue/contracts/operations';
import type { z } from 'zod';

import { callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** Public: 201 when the message is kept for staff; 400 per field; 429 past the limit. */
export const sendContactMessage = (message: z.output<typeof contactMessageInputSchema>) =>
  callApi(operationsApi.routes.sendContactMessage, { body: message });

export const sendContactMessageMutation = apiMutation({ mutationFn: sendContactMessage });
