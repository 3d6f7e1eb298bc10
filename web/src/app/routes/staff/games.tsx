import { GamesManager } from '@/features/catalogue/components/games-manager';
import {
  MachineStatusBadge,
  OutOfOrderButton,
  OutOfOrderControls,
} from '@/features/machine-tools/components/machine-status';
import { PrintQrCodes } from '@/features/machine-tools/components/print-qr-codes';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { StaffGate } from '@/features/staff-session/components/staff-gate';

export default function StaffGamesRoute() {
  return (
    <div className="container">
      <StaffGate title="Staff Games Access" storageKey="staffGate:games">
        <OutOfOrderControls>
          <GamesManager
            headerActions={
              <>
                <PrintQrCodes />
                <LogoutButton />
              </>
            }
            rowStatus={(game) => <MachineStatusBadge machine={game} />}
            rowActions={(game) => <OutOfOrderButton machine={game} />}
          />
        </OutOfOrderControls>
      </StaffGate>
    </div>
  );
}
