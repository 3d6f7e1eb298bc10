import { FloorView } from '@/features/floor/components/floor-view';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffFloorRoute() {
  return (
    <div className="container">
      <FloorView headerActions={<LogoutButton />} />
    </div>
  );
}
