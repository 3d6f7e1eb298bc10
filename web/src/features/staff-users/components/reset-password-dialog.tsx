import {
  minimumPasswordLength,
  resetStaffPasswordSchema,
  type StaffAccount,
} from '@venue/contracts/staff';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError, PasswordField } from '@/components/ui/form/field';
import { useContractForm } from '@/lib/use-contract-form';

import { useResetStaffPassword } from '../api/reset-staff-password';

function ResetPasswordForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const form = useContractForm({
    schema: resetStaffPasswordSchema,
    initialValues: { password: '' },
    onSubmit: ({ password }) => {
      if (!reset.isPending) reset.mutate({ id: account.id, password });
    },
  });
  const reset = useResetStaffPassword({
    successToast: {
      title: 'Password Reset',
      description: `${account.username} can sign in with the new password.`,
      variant: 'success',
    },
    onSuccess: onDone,
    onError: (error) => form.setServerError(error, 'Failed to reset the password'),
  });

  return (
    <form className="form-grid" {...form.formProps}>
      <PasswordField
        label="New password"
        required
        autoComplete="new-password"
        hint={`At least ${minimumPasswordLength} characters.`}
        {...form.field('password')}
      />
      <FormError message={form.formError} />
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
