import type { MachineStatusName } from '@venue/contracts/machines';

import type { BadgeTone } from '@/components/ui/badge/badge';

/** What players are told of a machine, in the staff table's words and colours. */
export const machineStatusDisplay: Record<MachineStatusName, { label: string; tone: BadgeTone }> = {
  working: { label: 'Working', tone: 'green' },
  reported: { label: 'Reported', tone: 'yellow' },
  'being fixed': { label: 'Being Fixed', tone: 'blue' },
  'out of order': { label: 'Out of Order', tone: 'red' },
};
