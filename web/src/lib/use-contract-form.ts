import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

import { isSessionEnd } from './api-client';
import { errorBodyOf, errorMessageOf, statusOf } from './api-errors';
import { useShownErrors } from './use-shown-errors';

/** Field name → its message, shown under the field. */
export type FieldErrors<TField extends string = string> = Partial<Record<TField, string>>;

/** The names of the fields whose value is text: the ones `field()` can wire to an input. */
type TextFieldName<TValues> = {
  [K in keyof TValues]: TValues[K] extends string ? K : never;
}[keyof TValues] &
  string;

/** What `field(name)` gives a TextField, TextAreaField, SelectField or PasswordField. */
export type ContractFieldProps = {
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  error: string | undefined;
};

export type ContractFormOptions<TSchema extends z.ZodType, TValues> = {
  /** The contract's schema: the one the server validates the same request with. */
  schema: TSchema;
  /** What the fields start with (text for text inputs; a function runs once). */
  initialValues: TValues | (() => TValues);
  /** Runs with the parsed, typed request when the schema accepts the fields. */
  onSubmit: (data: z.output<TSchema>) => void;
  /** Runs when the schema refuses the fields, after their messages are set (e.g. for a toast). */
  onInvalid?: (errors: FieldErrors<Extract<keyof TValues, string>>, values: TValues) => void;
};

/** Statuses whose `{message, errors}` body names the fields the server refused. */
const fieldErrorStatuses = new Set([400, 409, 422]);

/** The first problem zod found for each top-level field. */
function schemaErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A form checked with a contract schema before it is sent, and told what the server refused
 * after. Messages show under their fields, focus moves to the first invalid field (in page
 * order), and the values stay as typed whatever happens, so a failed save loses nothing.
 *
 *   const form = useContractForm({
 *     schema: createStaffAccountSchema,
 *     initialValues: { username: '', password: '', role: 'staff' },
 *     onSubmit: (account) => create.mutate(account),
 *   });
 *   const create = useCreateStaffUser({
 *     onError: (error) => form.setServerError(error, 'Failed to create account'),
 *   });
 *   <form {...form.formProps}>
 *     <TextField label="Username" {...form.field('username')} />
 *     <FormError message={form.formError} />
 */
export function useContractForm<
  TSchema extends z.ZodType,
  TValues extends Record<string, unknown>,
>({ schema, initialValues, onSubmit, onInvalid }: ContractFormOptions<TSchema, TValues>) {
  type Field = Extract<keyof TValues, string>;
  const [values, setValues] = useState<TValues>(initialValues);
  const { errors, setErrors, showErrors, formRef } = useShownErrors<FieldErrors<Field>>();
  const [formError, setFormError] = useState<string | null>(null);

  const setValue = useCallback(
    <K extends Field>(name: K, value: TValues[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) =>
        current[name] === undefined ? current : { ...current, [name]: undefined },
      );
    },
    [setErrors],
  );

  const field = (name: TextFieldName<TValues>): ContractFieldProps => ({
    name,
    value: values[name] as string,
    onChange: (event) => setValue(name as Field, event.target.value as TValues[Field]),
    error: errors[name as Field],
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = schemaErrors(parsed.error) as FieldErrors<Field>;
      showErrors(found);
      onInvalid?.(found, values);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  /**
   * Says what the server refused: a 400/409/422 body's `errors` under the fields they name,
   * anything else (or problems for fields this form does not have) above the buttons, with the
   * server's message or `fallback`. An ended session is left to the app.
   */
  const setServerError = useCallback(
    (error: unknown, fallback = 'Something went wrong. Please try again.') => {
      if (isSessionEnd(error)) return;
      const status = statusOf(error);
      const named =
        status !== null && fieldErrorStatuses.has(status) ? errorBodyOf(error)?.errors : undefined;
      const found: FieldErrors<Field> = {};
      for (const [name, problems] of Object.entries(named ?? {})) {
        if (Object.hasOwn(values, name) && problems[0]) found[name as Field] = problems[0];
      }
      const matched = Object.keys(found).length > 0;
      showErrors(found);
      setFormError(matched ? null : errorMessageOf(error, fallback));
    },
    [showErrors, values],
  );

  /** Forgets every field's message (e.g. when what the form is about changes). */
  const clearErrors = useCallback(() => setErrors({}), [setErrors]);

  /** Moves focus to a field by name (e.g. back to the password after a refused sign-in). */
  const focusField = useCallback(
    (name: Field) => {
      formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
    },
    [formRef],
  );

  /** A message for one field from elsewhere (e.g. a 403 that means "wrong password"). */
  const setFieldError = useCallback(
    (name: Field, message: string) => showErrors({ [name]: message } as FieldErrors<Field>),
    [showErrors],
  );

  return {
    values,
    setValue,
    field,
    errors,
    /** The message about the whole form (shown near its buttons), or null. */
    formError,
    setFormError,
    setFieldError,
    setServerError,
    clearErrors,
    focusField,
    handleSubmit,
    /** Spread on the <form>: the browser's own checks stay off, the contract's run instead. */
    formProps: { ref: formRef, noValidate: true, onSubmit: handleSubmit },
  };
}
