import type { GameBySlug } from '@venue/contracts/catalogue';

import { MarkCleanedThisWeek } from '@/features/cleaning/components/mark-cleaned-this-week';
import { OutOfOrderCard } from '@/features/machine-tools/components/out-of-order-card';
import { MaintenanceNoteCard } from '@/features/maintenance/components/maintenance-note-card';

import './machine-staff-panel.css';

type MachineStaffPanelProps = {
  game: Pick<GameBySlug, 'name' | 'slug' | 'category'>;
  username: string;
  /** Something staff did may change what players see of the machine: its status is watched. */
  onChanged: () => void;
};

/**
 * Staff's actions on a machine's page (what a QR code opens, on the floor with a phone): this
 * week's cleaning, the out-of-order flag and a maintenance note. A chunk of its own, loaded only
 * when a staff session is there, so a visitor's page never downloads it.
 */
export default function MachineStaffPanel({ game, username, onChanged }: MachineStaffPanelProps) {
  return (
    <section className="machine-staff-panel" aria-label="Staff actions">
      <p className="machine-staff-panel__intro">
        <span className="eyebrow">Staff</span> Signed in as <strong>{username}</strong>
      </p>
      <div className="machine-staff-panel__cards">
        <MarkCleanedThisWeek gameName={game.name} category={game.category} />
        <OutOfOrderCard machine={game} onChanged={onChanged} />
        <MaintenanceNoteCard
          gameTitle={game.name}
          category={game.category}
          reportedBy={username}
          onSaved={onChanged}
        />
      </div>
    </section>
  );
}
