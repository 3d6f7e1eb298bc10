import { resetStaffPasswordSchema, type StaffAccount } from '@venue/contracts/staff';

import { DialogFor } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { useSaveForm } from '@/lib/use-save-form';

import { resetStaffPasswordMutation } from '../api/reset-staff-password';
import { NewPasswordField } from './new-password-field';

function ResetPasswordForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const form = useSaveForm({
    initialValues: { password: '' },
    editing: account,
    update: {
      schema: resetStaffPasswordSchema,
      mutation: resetStaffPasswordMutation,
      variables: ({ password }, { id }) => ({ id, password }),
      successToast: {
        title: 'Password Reset',
        description: `${account.username} can sign in with the new password.`,
        variant: 'success',
      },
      failure: 'Failed to reset the password',
    },
    onSaved: onDone,
  });

  return (
    <DialogForm form={form} columns={1} submitLabel="Reset Password" onCancel={onDone}>
      <NewPasswordField label="New password" {...form.field('password')} />
    </DialogForm>
  );
}

type ResetPasswordDialogProps = {
  account: StaffAccount | null;
  onClose: () => void;
};

export function ResetPasswordDialog({ account, onClose }: ResetPasswordDialogProps) {
  return (
    <DialogFor
      item={account}
      onClose={onClose}
      size="sm"
      title={({ username }) => `Reset password for ${username}`}
      description="Tell them the new password in person; it is not sent anywhere."
    >
      {(chosen) => <ResetPasswordForm account={chosen} onDone={onClose} />}
    </DialogFor>
  );
}
