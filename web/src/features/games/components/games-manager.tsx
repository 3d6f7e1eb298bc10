import * as Tabs from '@radix-ui/react-tabs';
import type { Game, GameCategory } from '@venue/contracts/games';
import { Download, FileText, Plus, RefreshCw, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { toast } from '@/components/ui/toast/toast-store';
import { errorBodyOf, errorMessageOf, statusOf } from '@/lib/api-errors';
import { downloadBlob } from '@/lib/download';

import { useExportGames } from '../api/export-games';
import { useGames } from '../api/get-games';
import { useImportGames } from '../api/import-games';
import { categoryDisplay, orderedCategories } from '../game-categories';
import { useCategoryTab } from '../hooks/use-category-tab';
import { DeleteGameDialog } from './delete-game-dialog';
import { GameFormDialog, type GameFormTarget } from './game-form-dialog';
import { GamesTable } from './games-table';
import { ImportGamesDialog, type ImportPreview } from './import-games-dialog';
import './games-manager.css';

/** The catalogue takes game files up to 1 MB. */
const maxImportBytes = 1024 * 1024;

function CategoryList({
  category,
  onEdit,
  onDelete,
}: {
  category: GameCategory;
  onEdit: (game: Game) => void;
  onDelete: (game: Game) => void;
}) {
  const games = useGames();
  const { label } = categoryDisplay[category];
  if (games.isPending) {
    return (
      <p className="list-state" role="status">
        Loading games...
      </p>
    );
  }
  if (games.isError) {
    return (
      <div className="list-state" role="alert">
        <p>Failed to load games</p>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void games.refetch()}
          disabled={games.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Try again
        </button>
      </div>
    );
  }
  return (
    <GamesTable label={label} games={games.data[category]} onEdit={onEdit} onDelete={onDelete} />
  );
}

type GamesManagerProps = {
  /** Extra header buttons from the page (e.g. Logout). */
  headerActions?: ReactNode;
};

/** Staff games management: tabs per category, add, edit, delete, export and import. */
export function GamesManager({ headerActions }: GamesManagerProps) {
  const { active, choose, countFor } = useCategoryTab();
  const [formTarget, setFormTarget] = useState<GameFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Game | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);

  const exportGames = useExportGames({
    mutationConfig: {
      onSuccess: (blob, { category }) => {
        downloadBlob(blob, `${category}.txt`);
        toast({
          title: 'Export Complete',
          description: `The ${categoryDisplay[category].label} list was saved as ${category}.txt.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (statusOf(error) === 401) return;
        toast({
          title: 'Export Failed',
          description: errorMessageOf(error, 'Failed to export games'),
          variant: 'error',
        });
      },
    },
  });

  const [applyError, setApplyError] = useState<string | null>(null);
  const importFailed = (error: Error) => {
    if (statusOf(error) === 401) return;
    const message = errorMessageOf(error, 'Failed to import games');
    toast({ title: 'Import Failed', description: message, variant: 'error' });
    return message;
  };
  const checkImport = useImportGames();
  const applyImport = useImportGames();

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
    checkImport.mutate(
      { category, text, dryRun: true },
      {
        onSuccess: (report) => {
          setApplyError(null);
          setPreview({ fileName: file.name, category, text, result: { kind: 'report', report } });
        },
        onError: (error) => {
          const body = errorBodyOf(error);
          if (statusOf(error) === 422 && body?.errors) {
            setPreview({
              fileName: file.name,
              category,
              text,
              result: { kind: 'invalid', message: body.message, errors: body.errors },
            });
          } else {
            importFailed(error);
          }
        },
      },
    );
  };

  const handleApply = (chosen: ImportPreview) => {
    setApplyError(null);
    applyImport.mutate(
      { category: chosen.category, text: chosen.text, dryRun: false },
      {
        onSuccess: (report) => {
          setPreview(null);
          toast({
            title: 'Import Complete',
            description: `${categoryDisplay[report.category].label}: ${report.created.length} added, ${report.updated.length} updated, ${report.removed.length} removed.`,
            variant: 'success',
          });
        },
        // Said inside the dialog too: the page behind a modal (toasts included) is inert.
        onError: (error) => setApplyError(importFailed(error) ?? null),
      },
    );
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
              onDelete={setDeleting}
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
      <DeleteGameDialog game={deleting} onClose={() => setDeleting(null)} />
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
