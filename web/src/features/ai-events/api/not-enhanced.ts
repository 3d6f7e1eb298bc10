import { statusOf } from '@/lib/api-errors';

/** A 404 says the event has no generated content yet: that is no content, not a failure. */
export async function noneWhenNotEnhanced<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}
