import { z } from 'zod';

/** The body of every error the API returns. `errors` maps a field (or "line N") to its problems. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
