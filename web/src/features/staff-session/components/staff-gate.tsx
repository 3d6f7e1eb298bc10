import { staffVerifySchema } from '@venue/contracts/staff';
import { LockKeyhole } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { statusOf } from '@/lib/api-errors';
import { readGateFlag, setGateFlag, useStaffSession, type StaffGateKey } from '@/lib/staff-session';
import { successToastOf } from '@/lib/toast';
import { failureText, useApiMutation } from '@/lib/use-api-mutation';
import { useContractForm } from '@/lib/use-contract-form';

import { verifyStaffMutation } from '../api/verify-staff';
import { AuthCard, PasswordAndSubmit } from './auth-card';

/** Why the password was not accepted, as the toast says it. */
const refusal = (failure: Error) => {
  const status = statusOf(failure);
  if (status === 403) return { description: 'Invalid credentials' };
  if (status === 429) {
    return { description: 'Too many attempts. Please wait and try again.', serverMessage: true };
  }
  return { description: "We couldn't check your password. Please try again." };
};

type StaffGateProps = {
  /** e.g. 'Staff Games Access', 'Staff Maintenance Access', 'Staff Prize Access'. */
  title: string;
  /** Session-storage key of this page's flag (cleared with the session on logout). */
  storageKey: StaffGateKey;
  children: ReactNode;
};

/**
 * The spec's in-page gate, made honest: the signed-in person confirms their own password, which
 * the server checks (POST /api/staff/verify). Nothing secret is in the page, and nobody is asked
 * who they are again. Passing it is remembered for this tab and this account until logout.
 */
export function StaffGate({ title, storageKey, children }: StaffGateProps) {
  const session = useStaffSession();
  const signedInAs = session.status === 'active' ? session.session.username : null;
  const [passedAs, setPassedAs] = useState(() => readGateFlag(storageKey));
  const titleId = useId();

  const form = useContractForm({
    schema: staffVerifySchema,
    initialValues: { password: '' },
    onSubmit: (input) => {
      if (!verify.isPending) verify.mutate(input);
    },
  });
  const verify = useApiMutation({
    ...verifyStaffMutation,
    successToast: successToastOf('Access Granted', ({ username }) => `Welcome, ${username}.`),
    onSuccess: ({ username }) => {
      setGateFlag(storageKey, username);
      setPassedAs(username);
    },
    errorToast: (failure) => ({ title: 'Access Denied', ...refusal(failure) }),
    onError: (failure) => {
      if (statusOf(failure) === 403) {
        form.setFieldError('password', 'Incorrect password. Please try again.');
      } else {
        form.setFormError(failureText(failure, refusal(failure)));
      }
    },
  });

  if (signedInAs !== null && passedAs === signedInAs) return <>{children}</>;

  return (
    <AuthCard
      icon={LockKeyhole}
      title={title}
      titleId={titleId}
      description={
        <>
          Signed in as <strong className="auth-card__username">{signedInAs}</strong>. Confirm your
          password to open this page.
        </>
      }
    >
      <form className="auth-card__form" {...form.formProps}>
        <PasswordAndSubmit
          password={form.field('password')}
          formError={form.formError}
          disabled={form.values.password === '' || verify.isPending}
        >
          {verify.isPending ? 'Checking...' : 'Access'}
        </PasswordAndSubmit>
      </form>
    </AuthCard>
  );
}
