import { staffLoginSchema, staffSessionHours } from '@venue/contracts/staff';
import { LogIn, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

import { FormError, PasswordField, TextField } from '@/components/ui/form/field';
import { paths } from '@/config/paths';
import { startStaffSession, takeStaffRedirect } from '@/lib/staff-session';
import { useContractForm } from '@/lib/use-contract-form';

import { useLoginStaff } from '../api/login-staff';
import { AuthCard } from './auth-card';

/** Username and password; on success the session is kept and the user goes where they were headed. */
export function LoginForm() {
  const navigate = useNavigate();
  const form = useContractForm({
    schema: staffLoginSchema,
    initialValues: { username: '', password: '' },
    onSubmit: (credentials) => {
      if (!login.isPending) login.mutate(credentials);
    },
  });
  const login = useLoginStaff({
    successToast: ({ username }) => ({
      title: 'Login Successful',
      description: `Welcome back, ${username}!`,
      variant: 'success',
    }),
    errorToast: { title: 'Login Failed', fallback: 'Login failed' },
    onSuccess: ({ token, username }) => {
      startStaffSession({ token, username });
      navigate(takeStaffRedirect() ?? paths.staff.portal.getHref(), { replace: true });
    },
    // Said in the form too, where the eyes and the screen reader are; the typing stays.
    onError: (error) => {
      form.setServerError(error, 'Login failed');
      form.focusField('password');
    },
  });

  return (
    <AuthCard
      icon={ShieldCheck}
      title="Staff Login"
      titleId="staff-login-title"
      description="Sign in to the staff portal and tools."
    >
      <form className="auth-card__form" {...form.formProps}>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.field('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <FormError message={form.formError} />
        <button
          type="submit"
          className="btn btn--primary auth-card__submit"
          disabled={login.isPending}
        >
          <LogIn aria-hidden="true" />
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <p className="auth-card__note">
        You stay signed in for {staffSessionHours} hours on this device.
      </p>
    </AuthCard>
  );
}
