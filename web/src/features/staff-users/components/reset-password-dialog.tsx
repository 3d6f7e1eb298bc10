import {
  minimumPasswordLength,
  staffPasswordSchema,
  type StaffAccount,
} from '@venue/contracts/staff';
import { useState, type FormEvent } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { PasswordField } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessageOf, fieldErrorsOf, statusOf } from '@/lib/api-errors';

import { useResetStaffPassword } from '../api/reset-staff-password';

function ResetPasswordForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetStaffPassword({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: 'Password Reset',
          description: `${account.username} can sign in with the new password.`,
          variant: 'success',
        });
        onDone();
      },
      onError: (failure) => {
        if (statusOf(failure) === 401) return;
        setError(
          fieldErrorsOf(failure).password?.[0] ??
            errorMessageOf(failure, 'Failed to reset the password'),
        );
      },
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = staffPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Password is not valid');
      return;
    }
    setError(null);
    reset.mutate({ id: account.id, password: parsed.data });
  };

  return (
    <form className="form-grid" noValidate onSubmit={handleSubmit}>
      <PasswordField
        label="New password"
        required
        name="new-password"
        autoComplete="new-password"
        hint={`At least ${minimumPasswordLength} characters.`}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Reset Password'}
        </button>
      </DialogActions>
    </form>
  );
}

type ResetPasswordDialogProps = {
  account: StaffAccount | null;
  onClose: () => void;
};

export function ResetPasswordDialog({ account, onClose }: ResetPasswordDialogProps) {
  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      size="sm"
      title={account ? `Reset password for ${account.username}` : 'Reset password'}
      description="Tell them the new password in person; it is not sent anywhere."
    >
      {account ? <ResetPasswordForm account={account} onDone={onClose} /> : null}
    </Dialog>
  );
}
