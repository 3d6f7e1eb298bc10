import { isNonNumericEntry } from '@venue/contracts/operations-fields';
import type { ComponentProps } from 'react';

import { TextField } from '@/components/ui/form/field';

type CountFieldProps = Omit<ComponentProps<typeof TextField>, 'inputMode' | 'hint'> & {
  value: string;
  hint?: string;
};

/**
 * A whole-number entry. Spec: a non-numeric entry becomes 0; the field says so while such an
 * entry is in it, so nobody saves a 0 by surprise. (The contract's schema does the converting,
 * here and on the server alike.)
 */
export function CountField({ value, hint, ...field }: CountFieldProps) {
  const nonNumeric = isNonNumericEntry(value);
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      value={value}
      hint={
        nonNumeric ? (
          <span className="count-field__note">Not a number: this will be saved as 0.</span>
        ) : (
          hint
        )
      }
      {...field}
    />
  );
}
