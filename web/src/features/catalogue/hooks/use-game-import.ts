import type { GameCategory } from '@venue/contracts/catalogue';
import { useRef, useState } from 'react';

import { errorBodyOf, statusOf } from '@/lib/api-errors';
import { toast, successToastOf } from '@/lib/toast';
import { failureText, useApiMutation } from '@/lib/use-api-mutation';

import { importGamesMutation } from '../api/import-games';
import type { ImportPreview } from '../components/import-games-dialog';
import { categoryDisplay } from '../game-categories';

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

/**
 * Importing a category's game file: the file is checked first (a dry run whose report, or the
 * lines the catalogue refused, make the preview), then applied from the preview.
 */
export function useGameImport() {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  /** The chosen file's name, for the preview of its dry run. */
  const fileNameRef = useRef('');

  const checkImport = useApiMutation({
    ...importGamesMutation,
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

  const applyImport = useApiMutation({
    ...importGamesMutation,
    successToast: successToastOf(
      'Import Complete',
      (report) =>
        `${categoryDisplay[report.category].label}: ${report.created.length} added, ${report.updated.length} updated, ${report.removed.length} removed.`,
    ),
    errorToast: importFailed,
    onSuccess: () => setPreview(null),
    // Said inside the dialog too: the page behind a modal (toasts included) is inert.
    onError: (error) => setApplyError(failureText(error, importFailed)),
  });

  /** Checks a chosen file as the category's new list. */
  const check = async (file: File, category: GameCategory) => {
    if (file.size > maxImportBytes) {
      toast({
        title: 'File Too Large',
        description: 'Game files can be at most 1 MB.',
        variant: 'error',
      });
      return;
    }
    const text = await file.text();
    fileNameRef.current = file.name;
    checkImport.mutate({ category, text, dryRun: true });
  };

  const apply = (chosen: ImportPreview) => {
    setApplyError(null);
    applyImport.mutate({ category: chosen.category, text: chosen.text, dryRun: false });
  };

  const close = () => {
    setPreview(null);
    setApplyError(null);
  };

  return {
    preview,
    checking: checkImport.isPending,
    applying: applyImport.isPending,
    applyError,
    check,
    apply,
    close,
  };
}
