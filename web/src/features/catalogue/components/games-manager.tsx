import * as Tabs from '@radix-ui/react-tabs';
import type { Game, GameCategory } from '@venue/contracts/catalogue';
import { Download, FileText, Plus, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { QueryState } from '@/components/ui/query-state/query-state';
import { downloadBlob } from '@/lib/download';
import { successToastOf } from '@/lib/toast';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useConfirmDelete } from '@/lib/use-confirm-delete';

import { deleteGameMutation } from '../api/delete-game';
import { exportGamesMutation } from '../api/export-games';
import { useGames } from '../api/get-games';
import { categoryDisplay, orderedCategories } from '../game-categories';
import { useCategoryTab } from '../hooks/use-category-tab';
import { useGameImport } from '../hooks/use-game-import';
import { GameFormDialog, type GameFormTarget } from './game-form-dialog';
import { GamesTable } from './games-table';
import { ImportGamesDialog } from './import-games-dialog';
import './games-manager.css';

type RowExtras = Pick<GamesManagerProps, 'rowStatus' | 'rowActions'>;

function CategoryList({
  category,
  onEdit,
  onDelete,
  rowStatus,
  rowActions,
}: RowExtras & {
  category: GameCategory;
  onEdit: (game: Game) => void;
  onDelete: (game: Game) => void;
}) {
  const games = useGames({ asStaff: true });
  const { label } = categoryDisplay[category];
  return (
    <QueryState
      query={games}
      loading="Loading games..."
      error="Failed to load games"
      isEmpty={(grouped) => grouped[category].length === 0}
      empty={`No ${label} games found.`}
    >
      {(grouped) => (
        <GamesTable
          label={label}
          games={grouped[category]}
          onEdit={onEdit}
          onDelete={onDelete}
          status={rowStatus}
          actions={rowActions}
        />
      )}
    </QueryState>
  );
}

/** A tab per category, each with its count, showing the chosen category's list. */
function CategoryTabs({
  active,
  onChoose,
  countFor,
  list,
}: {
  active: GameCategory;
  onChoose: (category: string) => void;
  countFor: (category: GameCategory) => number | undefined;
  list: (category: GameCategory) => ReactNode;
}) {
  return (
    <Tabs.Root className="games-manager" value={active} onValueChange={onChoose}>
      <Tabs.List className="tab-bar manager-tabs" aria-label="Game categories">
        {orderedCategories.map(({ key, label, icon: Icon, accent }) => {
          const count = countFor(key);
          return (
            <Tabs.Trigger key={key} value={key} className={`tab-chip manager-tab accent-${accent}`}>
              <Icon aria-hidden="true" />
              <span>{label}</span>
              {count === undefined ? null : <span className="manager-tab__count">{count}</span>}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {orderedCategories.map(({ key }) => (
        <Tabs.Content key={key} value={key} className="tab-panel">
          {list(key)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

type GamesManagerProps = {
  /** Extra header buttons from the page (e.g. Logout). */
  headerActions?: ReactNode;
  /** Each game's status from elsewhere (the machine on the floor), in a Status column. */
  rowStatus?: (game: Game) => ReactNode;
  /** Each row's buttons from elsewhere, before Edit and Delete. */
  rowActions?: (game: Game) => ReactNode;
};

/** Export Data downloads the category's file; Import Data chooses a file to check for it. */
function ExportImportButtons({
  category,
  gameImport,
}: {
  category: GameCategory;
  gameImport: ReturnType<typeof useGameImport>;
}) {
  const fileInputRef = useRef<HTMLInputElement>(null);
  const exportGames = useApiMutation({
    ...exportGamesMutation,
    successToast: successToastOf(
      'Export Complete',
      (_blob, { category }) =>
        `The ${categoryDisplay[category].label} list was saved as ${category}.txt.`,
    ),
    errorToast: {
      title: 'Export Failed',
      description: 'Failed to export games',
      serverMessage: true,
    },
    onSuccess: (blob, { category }) => downloadBlob(blob, `${category}.txt`),
  });

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still fires a change
    if (file) void gameImport.check(file, category);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={exportGames.isPending}
        onClick={() => exportGames.mutate({ category })}
      >
        <Download aria-hidden="true" />
        Export Data
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={gameImport.checking}
        onClick={() => fileInputRef.current?.click()}
      >
        <Upload aria-hidden="true" />
        {gameImport.checking ? 'Checking...' : 'Import Data'}
      </button>
      <input
        ref={fileInputRef}
        type="file"
        accept=".txt,text/plain"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Game file to import"
        onChange={handleFile}
      />
    </>
  );
}

/** Staff games management: tabs per category, add, edit, delete, export and import. */
export function GamesManager({ headerActions, rowStatus, rowActions }: GamesManagerProps) {
  const { active, choose, countFor } = useCategoryTab({ asStaff: true });
  const [formTarget, setFormTarget] = useState<GameFormTarget | null>(null);
  const remove = useConfirmDelete({
    mutation: deleteGameMutation,
    successToast: successToastOf('Game Deleted', (game: Game) => `${game.name} was removed.`),
    failure: 'Failed to delete game',
    errorToast: { title: 'Delete Failed', serverMessage: true },
  });
  const gameImport = useGameImport();
  return (
    <>
      <StaffPageHeader
        title="Games Management"
        description="The games on the public games page, by category."
        actions={
          <>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => setFormTarget({ kind: 'add', category: active })}
            >
              <Plus aria-hidden="true" />
              Add New Game
            </button>
            <ExportImportButtons category={active} gameImport={gameImport} />
          </>
        }
        headerActions={headerActions}
      />

      <CategoryTabs
        active={active}
        onChoose={choose}
        countFor={countFor}
        list={(category) => (
          <CategoryList
            category={category}
            onEdit={(game) => setFormTarget({ kind: 'edit', game })}
            onDelete={remove.ask}
            rowStatus={rowStatus}
            rowActions={rowActions}
          />
        )}
      />

      <p className="games-manager__note">
        <FileText aria-hidden="true" />
        <span>
          Game data is kept in pipe-separated text files, one per category, one game a line:{' '}
          <code className="code-chip">name|manufacturer|year|description</code>. Export Data
          downloads the open category&apos;s file; Import Data replaces that category with a
          file&apos;s games.
        </span>
      </p>

      <GameFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        title="Delete game?"
        description={
          remove.item ? (
            <p>
              <strong>{remove.item.name}</strong> will be removed from{' '}
              {categoryDisplay[remove.item.category].label} and from the public games page. This
              cannot be undone.
            </p>
          ) : null
        }
        {...remove.dialog}
      />
      <ImportGamesDialog
        preview={gameImport.preview}
        applying={gameImport.applying}
        applyError={gameImport.applyError}
        onApply={gameImport.apply}
        onClose={gameImport.close}
      />
    </>
  );
}
