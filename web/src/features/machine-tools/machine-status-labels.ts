import type { MachineStatus, MachineStatusName } from '@venue/contracts/machines';

import type { BadgeTone } from '@/components/ui/badge/badge';
import type { ToastInput } from '@/lib/toast';

/** What players are told of a machine, in the staff table's words and colours. */
export const machineStatusDisplay: Record<MachineStatusName, { label: string; tone: BadgeTone }> = {
  working: { label: 'Working', tone: 'green' },
  reported: { label: 'Reported', tone: 'yellow' },
  'being fixed': { label: 'Being Fixed', tone: 'blue' },
  'out of order': { label: 'Out of Order', tone: 'red' },
};

/** What staff are told once a machine's out-of-order flag is saved, set or cleared. */
export const outOfOrderSavedToast = (status: MachineStatus): ToastInput =>
  status.status === 'out of order'
    ? {
        title: 'Marked Out of Order',
        description: `${status.gameName} shows as out of order to players.`,
        variant: 'success',
      }
    : {
        title: 'Back in Service',
        description: `${status.gameName} no longer shows as out of order.`,
        variant: 'success',
      };
