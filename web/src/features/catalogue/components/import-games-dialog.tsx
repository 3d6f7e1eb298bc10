import type { GameCategory, GameImportReport } from '@venue/contracts/catalogue';
import { FileWarning } from 'lucide-react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';

import { categoryDisplay } from '../game-categories';
import './import-games-dialog.css';

/** What the dry run said about a chosen file. */
export type ImportPreview = {
  fileName: string;
  category: GameCategory;
  text: string;
  result:
    | { kind: 'report'; report: GameImportReport }
    | { kind: 'invalid'; message: string; errors: Record<string, string[]> };
};

type ImportGamesDialogProps = {
  preview: ImportPreview | null;
  applying: boolean;
  /** Why applying failed, shown above the buttons. */
  applyError: string | null;
  onApply: (preview: ImportPreview) => void;
  onClose: () => void;
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function NameList({ title, names, tone }: { title: string; names: string[]; tone: string }) {
  if (names.length === 0) return null;
  return (
    <section className={`import-list import-list--${tone}`}>
      <h3 className="import-list__title">
        {title} ({names.length})
      </h3>
      <ul className="import-list__names">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

function ReportPreview({ report, fileName }: { report: GameImportReport; fileName: string }) {
  const label = categoryDisplay[report.category].label;
  const changes = report.created.length + report.updated.length + report.removed.length;
  return (
    <div className="import-preview">
      <p className="import-preview__rule">
        Importing <strong>{fileName}</strong> replaces the {label} list with the file&apos;s{' '}
        {plural(report.games.length, 'game')}. Games that are not in the file are removed.
      </p>
      <ul className="import-summary" aria-label="Summary">
        <li className="import-summary__item import-summary__item--added">
          {report.created.length} to add
        </li>
        <li className="import-summary__item import-summary__item--updated">
          {report.updated.length} to update
        </li>
        <li className="import-summary__item import-summary__item--removed">
          {report.removed.length} to remove
        </li>
        <li className="import-summary__item">{report.unchanged} unchanged</li>
      </ul>
      <p className="import-preview__total">
        After the import, {label} will have {plural(report.games.length, 'game')}.
      </p>
      {changes === 0 ? (
        <p className="import-preview__none">The file matches the current list: nothing changes.</p>
      ) : null}
      <NameList title="Will be added" names={report.created} tone="added" />
      <NameList title="Will be updated" names={report.updated} tone="updated" />
      <NameList title="Will be removed" names={report.removed} tone="removed" />
    </div>
  );
}

function InvalidPreview({
  message,
  errors,
}: {
  message: string;
  errors: Record<string, string[]>;
}) {
  return (
    <div className="import-preview">
      <div className="form-error danger-box" role="alert">
        <FileWarning className="form-error__icon" aria-hidden="true" />
        <span>{message}</span>
      </div>
      <p className="import-preview__rule">Fix these lines and choose the file again:</p>
      <ul className="import-errors">
        {Object.entries(errors).map(([line, problems]) => (
          <li key={line} className="import-errors__line">
            <span className="import-errors__where">{line.replace(/^line/, 'Line')}</span>
            <ul className="import-errors__problems">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dry run's findings; nothing is stored unless Apply Import is pressed. */
export function ImportGamesDialog({
  preview,
  applying,
  applyError,
  onApply,
  onClose,
}: ImportGamesDialogProps) {
  const label = preview ? categoryDisplay[preview.category].label : '';
  return (
    <Dialog open={preview !== null} onClose={onClose} size="lg" title={`Import ${label} Games`}>
      {preview?.result.kind === 'report' ? (
        <>
          <ReportPreview report={preview.result.report} fileName={preview.fileName} />
          {applyError ? (
            <p className="form-error danger-box" role="alert">
              {applyError}
            </p>
          ) : null}
          <DialogActions>
            <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={applying}
              onClick={() => onApply(preview)}
              data-autofocus
            >
              {applying ? 'Importing...' : 'Apply Import'}
            </button>
          </DialogActions>
        </>
      ) : null}
      {preview?.result.kind === 'invalid' ? (
        <>
          <InvalidPreview message={preview.result.message} errors={preview.result.errors} />
          <DialogActions>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={onClose}
              data-autofocus
            >
              Close
            </button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
