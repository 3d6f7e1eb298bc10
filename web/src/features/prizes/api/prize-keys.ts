import { staffQueryKey } from '@/lib/query-client';

/** The prize list and its summary start with this key: a change to a prize refetches both. */
export const prizesQueryKey = [...staffQueryKey, 'prizes'] as const;
