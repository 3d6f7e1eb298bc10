import type { z } from 'zod';

/** Field name → its message, for showing under the fields of a form. */
export type FieldErrors<TField extends string = string> = Partial<Record<TField, string>>;

/** The first problem zod found for each top-level field. */
export function zodFieldErrors<TField extends string>(error: z.ZodError): FieldErrors<TField> {
  const errors: FieldErrors<TField> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as TField;
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The first problem the server named for each field (`errors: {field: [...]}`). */
export function serverFieldErrors<TField extends string>(
  errors: Record<string, string[]>,
  fields: readonly TField[],
): FieldErrors<TField> {
  const result: FieldErrors<TField> = {};
  for (const field of fields) {
    const first = errors[field]?.[0];
    if (first) result[field] = first;
  }
  return result;
}
