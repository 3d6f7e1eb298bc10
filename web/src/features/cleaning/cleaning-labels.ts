import type { GameIssueStatus } from '@venue/contracts/cleaning';
import { gameCategories } from '@venue/contracts/catalogue';

import type { BadgeTone } from '@/components/ui/badge/badge';
import { gameCategoryLabels } from '@/config/game-categories';
import type { ApiMutationCallbacks } from '@/lib/use-api-mutation';

export const categoryOptions = [
  { value: 'all', label: 'All Categories' },
  ...gameCategories.map((category) => ({ value: category, label: gameCategoryLabels[category] })),
];

/** Spec: status dots red for open, yellow for in progress, green for resolved. */
export const issueStatusDisplay: Record<GameIssueStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'red' },
  in_progress: { label: 'In Progress', tone: 'yellow' },
  resolved: { label: 'Resolved', tone: 'green' },
};

/** `1 Issue`, `2 Issues`. */
export const issueCountLabel = (count: number) => (count === 1 ? '1 Issue' : `${count} Issues`);

/** What marking a game cleaned (or not) says, on the board and on the machine's page alike. */
export const markCleaningToasts = {
  successToast: {
    title: 'Updated',
    description: 'Game cleaning status updated successfully',
    variant: 'success',
  },
  errorToast: { title: 'Error', description: 'Failed to update game cleaning status' },
} satisfies Pick<ApiMutationCallbacks<unknown, unknown>, 'successToast' | 'errorToast'>;
