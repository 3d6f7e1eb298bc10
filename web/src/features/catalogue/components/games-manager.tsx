import * as Tabs from '@radix-ui/react-tabs';
import type { Game, GameCategory } from '@venue/contracts/catalogue';
import { Download, FileText, Plus, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { QueryState } from '@/components/ui/query-state/query-state';
import { errorBodyOf, statusOf } from '@/lib/api-errors';
import { downloadBlob } from '@/lib/download';
import { toast } from '@/lib/toast';
import { failureText } from '@/lib/use-api-mutation';
import { useConfirmDelete } from '@/lib/use-confirm-delete';

import { deleteGameMutation } from '../api/delete-game';
import { useExportGames } from '../api/export-games';
import { useGames } from '../api/get-games';
import { useImportGames } from '../api/import-games';
import { categoryDisplay, orderedCategories } from '../game-categories';
import { useCategoryTab } from '../hooks/use-category-tab';
import { GameFormDialog, type GameFormTarget } from './game-form-dialog';
import { GamesTable } from './games-table';
import { ImportGamesDialog, type ImportPreview } from './import-games-dialog';
import './games-manager.css';

/** The catalogue takes game files up to 1 MB. */
const maxImportBytes = 1024 * 1024;

const importFailed = {
  title: 'Import Failed',
  description: 'Failed to import games',
  serverMessage: true,
};

/** A 422's message and the problems of each line it names, when the catalogue refused lines. */
const lineErrorsOf = (error: unknown) => {
  const body = errorBodyOf(error);
  return statusOf(error) === 422 && body?.errors
    ? { message: body.message, errors: body.errors }
    : null;
};

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

type GamesManagerProps = {
  /** Extra header buttons from the page (e.g. Logout). */
  headerActions?: ReactNode;
  /** Each game's status from elsewhere (the machine on the floor), in a Status column. */
  rowStatus?: (game: Game) => ReactNode;
  /** Each row's buttons from elsewhere, before Edit and Delete. */
  rowActions?: (game: Game) => ReactNode;
};

/** Staff games management: tabs per category, add, edit, delete, export and import. */
export function GamesManager({ headerActions, rowStatus, rowActions }: GamesManagerProps) {
  const { active, choose, countFor } = useCategoryTab({ asStaff: true });
  const [formTarget, setFormTarget] = useState<GameFormTarget | null>(null);
  const remove = useConfirmDelete({
    mutation: deleteGameMutation,
    successToast: (game: Game) => ({
      title: 'Game Deleted',
      description: `${game.name} was removed.`,
      variant: 'success',
    }),
    failure: 'Failed to delete game',
    errorToast: { title: 'Delete Failed', serverMessage: true },
  });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);

  const exportGames = useExportGames({
    successToast: (_blob, { category }) => ({
      title: 'Export Complete',
      description: `The ${categoryDisplay[category].label} list was saved as ${category}.txt.`,
      variant: 'success',
    }),
    errorToast: {
      title: 'Export Failed',
      description: 'Failed to export games',
      serverMessage: true,
    },
    onSuccess: (blob, { category }) => downloadBlob(blob, `${category}.txt`),
  });

  /** The chosen file's name, for the preview of its dry run. */
  const fileNameRef = useRef('');
  const checkImport = useImportGames({
    onSuccess: (report, { category, text }) => {
      setApplyError(null);
      setPreview({
        fileName: fileNameRef.current,
        category,
        text,
        result: { kind: 'report', report },
      });
    },
    // A file the catalogue refused line by line is shown in the preview; anything else fails.
    errorToast: (error) => (lineErrorsOf(error) ? null : importFailed),
    onError: (error, { category, text }) => {
      const refused = lineErrorsOf(error);
      if (!refused) return;
      setPreview({
        fileName: fileNameRef.current,
        category,
        text,
        result: { kind: 'invalid', ...refused },
      });
    },
  });

  const [applyError, setApplyError] = useState<string | null>(null);
  const applyImport = useImportGames({
    successToast: (report) => ({
      title: 'Import Complete',
      description: `${categoryDisplay[report.category].label}: ${report.created.length} added, ${report.updated.length} updated, ${report.removed.length} removed.`,
      variant: 'success',
    }),
    errorToast: importFailed,
    onSuccess: () => setPreview(null),
    // Said inside the dialog too: the page behind a modal (toasts included) is inert.
    onError: (error) => setApplyError(failureText(error, importFailed)),
  });

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    if (file.size > maxImportBytes) {
      toast({
        title: 'File Too Large',
        description: 'Game files can be at most 1 MB.',
        variant: 'error',
      });
      return;
    }
    const category = active;
    const text = await file.text();
    fileNameRef.current = file.name;
    checkImport.mutate({ category, text, dryRun: true });
  };

  const handleApply = (chosen: ImportPreview) => {
    setApplyError(null);
    applyImport.mutate({ category: chosen.category, text: chosen.text, dryRun: false });
  };

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
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={exportGames.isPending}
              onClick={() => exportGames.mutate({ category: active })}
            >
              <Download aria-hidden="true" />
              Export Data
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={checkImport.isPending}
              onClick={() => fileInputRef.current?.click()}
            >
              <Upload aria-hidden="true" />
              {checkImport.isPending ? 'Checking...' : 'Import Data'}
            </button>
            <input
              ref={fileInputRef}
              type="file"
              accept=".txt,text/plain"
              className="visually-hidden"
              tabIndex={-1}
              aria-label="Game file to import"
              onChange={(event) => void handleFile(event)}
            />
            {headerActions}
          </>
        }
      />

      <Tabs.Root className="games-manager" value={active} onValueChange={choose}>
        <Tabs.List className="manager-tabs" aria-label="Game categories">
          {orderedCategories.map(({ key, label, icon: Icon, accent }) => {
            const count = countFor(key);
            return (
              <Tabs.Trigger key={key} value={key} className={`manager-tab accent-${accent}`}>
                <Icon aria-hidden="true" />
                <span>{label}</span>
                {count === undefined ? null : <span className="manager-tab__count">{count}</span>}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {orderedCategories.map(({ key }) => (
          <Tabs.Content key={key} value={key} className="manager-panel">
            <CategoryList
              category={key}
              onEdit={(game) => setFormTarget({ kind: 'edit', game })}
              onDelete={remove.ask}
              rowStatus={rowStatus}
              rowActions={rowActions}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <p className="games-manager__note">
        <FileText aria-hidden="true" />
        <span>
          Game data is kept in pipe-separated text files, one per category, one game a line:{' '}
          <code>name|manufacturer|year|description</code>. Export Data downloads the open
          category&apos;s file; Import Data replaces that category with a file&apos;s games.
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
        preview={preview}
        applying={applyImport.isPending}
        applyError={applyError}
        onApply={handleApply}
        onClose={() => {
          setPreview(null);
          setApplyError(null);
        }}
      />
    </>
  );
}
