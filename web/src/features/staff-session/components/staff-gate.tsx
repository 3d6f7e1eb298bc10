import { LockKeyhole, ShieldAlert } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { PasswordField, TextField } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessageOf, statusOf } from '@/lib/api-errors';
import { readGateFlag, setGateFlag, useStaffSession, type StaffGateKey } from '@/lib/staff-session';

import { useVerifyStaff } from '../api/verify-staff';
import { AuthCard } from './auth-card';

type StaffGateProps = {
  /** e.g. 'Staff Games Access', 'Staff Maintenance Access', 'Staff Prize Access'. */
  title: string;
  /** Session-storage key of this page's flag (cleared with the session on logout). */
  storageKey: StaffGateKey;
  children: ReactNode;
};

const invalidCredentials = 'Invalid username or password';

/**
 * The spec's in-page gate, made honest: the signed-in person confirms their own username and
 * password, which the server checks (POST /api/staff/verify). Nothing secret is in the page.
 * Passing it is remembered for this tab and this account until logout.
 */
export function StaffGate({ title, storageKey, children }: StaffGateProps) {
  const session = useStaffSession();
  const signedInAs = session.status === 'active' ? session.session.username : null;
  const [passedAs, setPassedAs] = useState(() => readGateFlag(storageKey));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const verify = useVerifyStaff({
    mutationConfig: {
      onSuccess: (result) => {
        setGateFlag(storageKey, result.username);
        setPassedAs(result.username);
        toast({
          title: 'Access Granted',
          description: `Welcome, ${result.username}.`,
          variant: 'success',
        });
      },
      onError: (failure) => {
        const status = statusOf(failure);
        if (status === 401) return; // the session is over: the guard takes the user to login
        const message =
          status === 403
            ? invalidCredentials
            : status === 429
              ? errorMessageOf(failure, 'Too many attempts. Please wait and try again.')
              : "We couldn't check your credentials. Please try again.";
        setError(message);
        setPassword('');
        passwordRef.current?.focus();
        toast({
          title: 'Access Denied',
          description: status === 403 ? 'Invalid credentials' : message,
          variant: 'error',
        });
      },
    },
  });

  if (signedInAs !== null && passedAs === signedInAs) return <>{children}</>;

  const ready = username.trim() !== '' && password !== '';
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || verify.isPending) return;
    setError(null);
    verify.mutate({ username: username.trim(), password });
  };

  return (
    <AuthCard
      icon={LockKeyhole}
      title={title}
      titleId={titleId}
      headingLevel={2}
      description="Confirm your staff username and password to open this page."
    >
      <form className="auth-card__form" noValidate onSubmit={handleSubmit}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <PasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? (
          <p className="form-error" role="alert">
            <ShieldAlert className="form-error__icon" aria-hidden="true" />
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary auth-card__submit"
          disabled={!ready || verify.isPending}
        >
          {verify.isPending ? 'Checking...' : 'Access'}
        </button>
      </form>
    </AuthCard>
  );
}
