import { staffLoginSchema, staffSessionHours } from '@venue/contracts/staff';
import { LogIn, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

import { TextField } from '@/components/ui/form/field';
import { paths } from '@/config/paths';
import { startStaffSession, takeStaffRedirect } from '@/lib/staff-session';
import { successToastOf } from '@/lib/toast';
import { useSaveForm } from '@/lib/use-save-form';

import { loginStaffMutation } from '../api/login-staff';
import { AuthCard, PasswordAndSubmit } from './auth-card';

/** Username and password; on success the session is kept and the user goes where they were headed. */
export function LoginForm() {
  const navigate = useNavigate();
  const form = useSaveForm({
    initialValues: { username: '', password: '' },
    create: {
      schema: staffLoginSchema,
      mutation: loginStaffMutation,
      successToast: successToastOf(
        'Login Successful',
        ({ username }) => `Welcome back, ${username}!`,
      ),
      failure: 'Login failed',
    },
    errorToast: { title: 'Login Failed', serverMessage: true },
    onSaved: ({ token, username }) => {
      startStaffSession({ token, username });
      navigate(takeStaffRedirect() ?? paths.staff.portal.getHref(), { replace: true });
    },
    // Said in the form too, where the eyes and the screen reader are; the typing stays.
    onFailed: () => form.focusField('password'),
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
        <PasswordAndSubmit
          password={form.field('password')}
          formError={form.formError}
          disabled={form.pending}
        >
          <LogIn aria-hidden="true" />
          {form.pending ? 'Signing in...' : 'Sign In'}
        </PasswordAndSubmit>
      </form>
      <p className="auth-card__note">
        You stay signed in for {staffSessionHours} hours on this device.
      </p>
    </AuthCard>
  );
}
