import {
  createStaffAccountSchema,
  minimumPasswordLength,
  staffRoles,
  type StaffRole,
} from '@venue/contracts/staff';
import { useState, type FormEvent } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { PasswordField, SelectField, TextField } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessageOf, fieldErrorsOf, statusOf } from '@/lib/api-errors';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';

import { useCreateStaffUser } from '../api/create-staff-user';

type Field = 'username' | 'password' | 'role';
const fields: readonly Field[] = ['username', 'password', 'role'];

export const roleLabels: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };
const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

function AddStaffUserForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    role: 'staff',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const create = useCreateStaffUser({
    mutationConfig: {
      onSuccess: (account) => {
        toast({
          title: 'Account Created',
          description: `${account.username} can now sign in.`,
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => {
        if (statusOf(error) === 401) return;
        const found = serverFieldErrors(fieldErrorsOf(error), fields);
        setErrors(found);
        setFormError(
          Object.keys(found).length > 0 ? null : errorMessageOf(error, 'Failed to create account'),
        );
      },
    },
  });

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const parsed = createStaffAccountSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <form className="form-grid" noValidate onSubmit={handleSubmit}>
      <TextField
        label="Username"
        required
        name="username"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint="3-32 letters, digits, dots, dashes or underscores."
        value={values.username}
        onChange={(event) => update('username')(event.target.value)}
        error={errors.username}
      />
      <PasswordField
        label="Password"
        required
        name="password"
        autoComplete="new-password"
        hint={`At least ${minimumPasswordLength} characters.`}
        value={values.password}
        onChange={(event) => update('password')(event.target.value)}
        error={errors.password}
      />
      <SelectField
        label="Role"
        name="role"
        options={roleOptions}
        hint="Admins can also manage staff accounts."
        value={values.role}
        onChange={(event) => update('role')(event.target.value)}
        error={errors.role}
      />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
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
