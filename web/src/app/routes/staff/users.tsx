import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffUsersManager } from '@/features/staff-users/components/staff-users-manager';

import { AdminsOnly } from '@/app/admins-only';

const refusal = {
  title: 'Only admins can manage staff accounts',
  hint: 'Ask an admin if you need an account added, disabled or a password reset.',
};

export default function StaffUsersRoute() {
  return (
    <AdminsOnly refusal={refusal}>
      {(username) => (
        <StaffUsersManager currentUsername={username} headerActions={<LogoutButton />} />
      )}
    </AdminsOnly>
  );
}
