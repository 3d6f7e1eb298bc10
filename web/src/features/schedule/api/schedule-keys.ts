import { staffQueryKey } from '@/lib/query-client';

/** Every schedule query starts with this key: a change refetches them all. */
export const scheduleQueryKey = [...staffQueryKey, 'schedule'] as const;
