import { useGames } from '@/features/catalogue/api/get-games';
import { GalleryManager } from '@/features/gallery/components/gallery-manager';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

/** The gallery with the catalogue's games, which its images may be tagged with. */
function GalleryWithMachines() {
  // With the staff token: a game added a moment ago is offered at once.
  const games = useGames({ asStaff: true });
  const machines = games.data && Object.values(games.data).flat();
  return <GalleryManager headerActions={<LogoutButton />} machines={machines} />;
}

export default function StaffGalleryUploadRoute() {
  return (
    <div className="container">
      <StaffGate title="Staff Gallery Access" storageKey="staffGate:gallery">
        <GalleryWithMachines />
      </StaffGate>
    </div>
  );
}
