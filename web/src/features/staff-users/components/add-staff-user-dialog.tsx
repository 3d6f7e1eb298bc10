import {
  createStaffAccountSchema,
  minimumPasswordLength,
  staffRoles,
  type StaffRole,
} from '@venue/contracts/staff';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { FormError, PasswordField, SelectField, TextField } from '@/components/ui/form/field';
import { useContractForm } from '@/lib/use-contract-form';

import { useCreateStaffUser } from '../api/create-staff-user';

export const roleLabels: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };
const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

function AddStaffUserForm({ onDone }: { onDone: () => void }) {
  const form = useContractForm({
    schema: createStaffAccountSchema,
    initialValues: { username: '', password: '', role: 'staff' },
    onSubmit: (account) => {
      if (!create.isPending) create.mutate(account);
    },
  });
  const create = useCreateStaffUser({
    successToast: (account) => ({
      title: 'Account Created',
      description: `${account.username} can now sign in.`,
      variant: 'success',
    }),
    onSuccess: onDone,
    onError: (error) => form.setServerError(error, 'Failed to create account'),
  });

  return (
    <form className="form-grid" {...form.formProps}>
      <TextField
        label="Username"
        required
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint="3-32 letters, digits, dots, dashes or underscores."
        {...form.field('username')}
      />
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        hint={`At least ${minimumPasswordLength} characters.`}
        {...form.field('password')}
      />
      <SelectField
        label="Role"
        options={roleOptions}
        hint="Admins can also manage staff accounts."
        {...form.field('role')}
      />
      <FormError message={form.formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Account'}
        </button>
      </DialogActions>
    </form>
  );
}

export function AddStaffUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} size="sm" title="Add Staff Account">
      {open ? <AddStaffUserForm onDone={onClose} /> : null}
    </Dialog>
  );
}
