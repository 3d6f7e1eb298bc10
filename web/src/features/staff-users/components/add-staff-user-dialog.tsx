import { createStaffAccountSchema, staffRoles, type StaffRole } from '@venue/contracts/staff';

import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogForm } from '@/components/ui/dialog/dialog-form';
import { SelectField, TextField } from '@/components/ui/form/field';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';

import { createStaffUserMutation } from '../api/create-staff-user';
import { NewPasswordField } from './new-password-field';

export const roleLabels: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };
const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

function AddStaffUserForm({ onDone }: { onDone: () => void }) {
  const form = useSaveForm({
    initialValues: { username: '', password: '', role: 'staff' },
    create: {
      schema: createStaffAccountSchema,
      mutation: createStaffUserMutation,
      successToast: successToastOf(
        'Account Created',
        (account) => `${account.username} can now sign in.`,
      ),
      failure: 'Failed to create account',
    },
    onSaved: onDone,
  });

  return (
    <DialogForm
      form={form}
      columns={1}
      submitLabel="Create Account"
      pendingLabel="Creating..."
      onCancel={onDone}
    >
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
      <NewPasswordField label="Password" {...form.field('password')} />
      <SelectField
        label="Role"
        options={roleOptions}
        hint="Admins can also manage staff accounts."
        {...form.field('role')}
      />
    </DialogForm>
  );
}

export function AddStaffUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} size="sm" title="Add Staff Account">
      {open ? <AddStaffUserForm onDone={onClose} /> : null}
    </Dialog>
  );
}
