import { minimumPasswordLength } from '@venue/contracts/staff';
import type { ComponentProps } from 'react';

import { PasswordField } from '@/components/ui/form/field';

type NewPasswordFieldProps = Omit<
  ComponentProps<typeof PasswordField>,
  'required' | 'autoComplete' | 'hint'
>;

/** A password an account will sign in with (a new account's, a reset one), and its least length. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return (
    <PasswordField
      required
      autoComplete="new-password"
      hint={`At least ${minimumPasswordLength} characters.`}
      {...props}
    />
  );
}
