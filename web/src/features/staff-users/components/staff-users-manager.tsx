import type { StaffAccount } from '@venue/contracts/staff';
import { KeyRound, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { QueryState } from '@/components/ui/query-state/query-state';
import { DataTable } from '@/components/ui/table/data-table';
import { RowActions } from '@/components/ui/table/row-actions';
import { useApiMutation } from '@/lib/use-api-mutation';
import { formatVenueDate } from '@/lib/venue-time';

import { setStaffUserDisabledMutation } from '../api/set-staff-user-disabled';
import { useStaffUsers } from '../api/get-staff-users';
import { AddStaffUserDialog, roleLabels } from './add-staff-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import './staff-users-manager.css';

type StaffUsersManagerProps = {
  /** The signed-in admin: their own account cannot be disabled. */
  currentUsername: string;
  headerActions?: ReactNode;
};

function AccountsTable({
  accounts,
  currentUsername,
  busyId,
  onToggle,
  onResetPassword,
}: {
  accounts: StaffAccount[];
  currentUsername: string;
  busyId: string | null;
  onToggle: (account: StaffAccount) => void;
  onResetPassword: (account: StaffAccount) => void;
}) {
  return (
    <DataTable
      label="Staff accounts"
      className="accounts-table"
      columns={['Username', 'Role', 'Status', 'Created']}
    >
      {accounts.map((account) => {
        const isYou = account.username === currentUsername;
        return (
          <tr key={account.id}>
            <th scope="row" className="accounts-table__username">
              {account.username}
              {isYou ? <span className="outline-pill accounts-table__you">You</span> : null}
            </th>
            <td data-label="Role">{roleLabels[account.role]}</td>
            <td data-label="Status">
              <span
                className={
                  account.disabled
                    ? 'account-status account-status--disabled'
                    : 'account-status account-status--active'
                }
              >
                {account.disabled ? 'Disabled' : 'Active'}
              </span>
            </td>
            <td data-label="Created">
              <time dateTime={account.createdAt.toISOString()}>
                {formatVenueDate(account.createdAt)}
              </time>
            </td>
            <RowActions>
              <button
                type="button"
                className={
                  account.disabled ? 'btn btn--ghost btn--sm' : 'btn btn--ghost btn--sm btn--warn'
                }
                aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.username}`}
                disabled={isYou || busyId === account.id}
                title={isYou ? 'You cannot disable your own account' : undefined}
                onClick={() => onToggle(account)}
              >
                {account.disabled ? 'Enable' : 'Disable'}
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={`Reset password for ${account.username}`}
                onClick={() => onResetPassword(account)}
              >
                <KeyRound aria-hidden="true" />
                Reset password
              </button>
            </RowActions>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** Admins: every staff account, with add, disable/enable and password reset. */
export function StaffUsersManager({ currentUsername, headerActions }: StaffUsersManagerProps) {
  const users = useStaffUsers();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);

  const setDisabled = useApiMutation({
    ...setStaffUserDisabledMutation,
    successToast: (account) => ({
      title: account.disabled ? 'Account Disabled' : 'Account Enabled',
      description: account.disabled
        ? `${account.username} can no longer sign in.`
        : `${account.username} can sign in again.`,
      variant: 'success',
    }),
    errorToast: {
      title: 'Update Failed',
      description: 'Failed to update the account',
      serverMessage: true,
    },
  });

  const busyId = setDisabled.isPending ? (setDisabled.variables?.id ?? null) : null;

  return (
    <>
      <StaffPageHeader
        title="Staff Accounts"
        description="Who can sign in to the staff tools. Disabling an account ends its session at its next action."
        actions={
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setAdding(true)}
          >
            <UserPlus aria-hidden="true" />
            Add Account
          </button>
        }
        headerActions={headerActions}
      />
      <QueryState
        query={users}
        loading="Loading accounts..."
        error="Failed to load staff accounts"
        isEmpty={(accounts) => accounts.length === 0}
        empty="No staff accounts yet."
      >
        {(accounts) => (
          <AccountsTable
            accounts={accounts}
            currentUsername={currentUsername}
            busyId={busyId}
            onToggle={(account) =>
              setDisabled.mutate({ id: account.id, disabled: !account.disabled })
            }
            onResetPassword={setResetting}
          />
        )}
      </QueryState>
      <AddStaffUserDialog open={adding} onClose={() => setAdding(false)} />
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
