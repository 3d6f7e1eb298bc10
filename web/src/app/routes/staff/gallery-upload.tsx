import { GalleryManager } from '@/features/gallery/components/gallery-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export default function StaffGalleryUploadRoute() {
  return (
    <div className="container">
      <StaffGate title="Staff Gallery Access" storageKey="staffGate:gallery">
        <GalleryManager headerActions={<LogoutButton />} />
      </StaffGate>
    </div>
  );
}
