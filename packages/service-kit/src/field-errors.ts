import type { z } from 'zod';

/** Groups zod issues by field path ("name", "address.city"; "(root)" for the value itself). */
export function fieldErrors(error: z.ZodError, prefix?: string): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const key = [prefix, path].filter(Boolean).join('.') || '(root)';
    (grouped[key] ??= []).push(issue.message);
  }
  return grouped;
}
