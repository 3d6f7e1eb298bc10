import { staffLoginSchema, staffSessionHours, type StaffLogin } from '@venue/contracts/staff';
import { LogIn, ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { PasswordField, TextField } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { startStaffSession, takeStaffRedirect } from '@/lib/staff-session';

import { useLoginStaff } from '../api/login-staff';
import { AuthCard } from './auth-card';

type Field = keyof StaffLogin;

/** Username and password; on success the session is kept and the user goes where they were headed. */
export function LoginForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<StaffLogin>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const login = useLoginStaff({
    mutationConfig: {
      onSuccess: ({ token, username }) => {
        startStaffSession({ token, username });
        toast({
          title: 'Login Successful',
          description: `Welcome back, ${username}!`,
          variant: 'success',
        });
        navigate(takeStaffRedirect() ?? paths.staff.portal.getHref(), { replace: true });
      },
      onError: (error) => {
        toast({
          title: 'Login Failed',
          description: errorMessageOf(error, 'Login failed'),
          variant: 'error',
        });
      },
    },
  });

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = staffLoginSchema.safeParse(values);
    if (!parsed.success) {
      const found = zodFieldErrors<Field>(parsed.error);
      setErrors(found);
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  };

  return (
    <AuthCard
      icon={ShieldCheck}
      title="Staff Login"
      titleId="staff-login-title"
      description="Sign in to the staff portal and tools."
    >
      <form className="auth-card__form" noValidate onSubmit={handleSubmit}>
        <TextField
          ref={usernameRef}
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={values.username}
          onChange={(event) => update('username')(event.target.value)}
          error={errors.username}
        />
        <PasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => update('password')(event.target.value)}
          error={errors.password}
        />
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
