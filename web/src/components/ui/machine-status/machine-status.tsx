import type { MachineStatusName } from '@venue/contracts/machines';
import { CircleCheck, CircleX, TriangleAlert, Wrench, type LucideIcon } from 'lucide-react';

import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { formatVenueDateTime } from '@/lib/venue-time';

import './machine-status.css';

/** How players see each status: its words, its colour and its icon (the words carry it). */
export const machineStatusDisplay: Record<
  MachineStatusName,
  { label: string; tone: BadgeTone; icon: LucideIcon }
> = {
  working: { label: 'Working', tone: 'green', icon: CircleCheck },
  reported: { label: 'Reported', tone: 'yellow', icon: TriangleAlert },
  'being fixed': { label: 'Being Fixed', tone: 'blue', icon: Wrench },
  'out of order': { label: 'Out of Order', tone: 'red', icon: CircleX },
};

type MachineStatusProps = {
  status: MachineStatusName;
  /** When the status last changed (ISO); left out, the badge stands alone (the kiosk's TVs). */
  since?: string;
  /** `lg`: the machine's own page. */
  size?: 'sm' | 'lg';
  className?: string;
};

/** A machine's status badge with the time it last changed (when given), in the venue's time. */
export function MachineStatusBadge({ status, since, size = 'sm', className }: MachineStatusProps) {
  const { label, tone, icon: Icon } = machineStatusDisplay[status];
  return (
    <p
      className={['machine-status', `machine-status--${size}`, className].filter(Boolean).join(' ')}
      data-status={status}
    >
      <Badge tone={tone} className="machine-status__badge">
        <Icon aria-hidden="true" />
        {label}
      </Badge>
      {since === undefined ? null : (
        <span className="machine-status__since">
          since <time dateTime={since}>{formatVenueDateTime(new Date(since))}</time>
        </span>
      )}
    </p>
  );
}
