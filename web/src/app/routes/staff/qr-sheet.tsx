import { QrSheet } from '@/features/machine-tools/components/qr-sheet';
import { LogoutButton } from '@/features/staff-session/components/logout-button';

export default function StaffQrSheetRoute() {
  return (
    <div className="container">
      <QrSheet headerActions={<LogoutButton />} />
    </div>
  );
}
