import { PageTitle } from '@/components/seo/page-title';
import { GalleryManager } from '@/features/gallery/components/gallery-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export function StaffGalleryUploadRoute() {
  return (
    <div className="container">
      <PageTitle title="Gallery Upload" />
      <StaffGate title="Staff Gallery Access" storageKey="staffGate:gallery">
        <GalleryManager headerActions={<LogoutButton />} />
      </StaffGate>
    </div>
  );
}
