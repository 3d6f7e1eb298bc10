import type { ComponentProps, ReactNode } from 'react';

import { FormError } from '@/components/ui/form/field';
import { FormFields, type BoundField, type FieldSpec } from '@/components/ui/form/form-fields';

import { DialogActions } from './dialog';

type DialogFormProps<TName extends string> = {
  /** The form's state (`useSaveForm` gives it all). */
  form: {
    formProps: ComponentProps<'form'>;
    formError: string | null;
    pending: boolean;
    field: (name: TName) => BoundField;
  };
  /** The form's plain fields, first, each wired to the form by its name. */
  fields?: ReadonlyArray<FieldSpec<TName> | false>;
  /** Two columns (fields marked `form-grid__wide` span both) or one. */
  columns?: 1 | 2;
  /** The form element's own class instead of the grid, for a form laid out otherwise. */
  className?: string;
  submitLabel: string;
  /** The submit button's text while the form saves. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** The submit button waits for something the form needs first. */
  submitDisabled?: boolean;
  onCancel: () => void;
  /** Fields of other kinds, after the plain ones. */
  children?: ReactNode;
};

/**
 * A dialog's form: its fields, then the message about the whole form and the Cancel and submit
 * buttons, the submit disabled and saying so while the form saves.
 */
export function DialogForm<TName extends string>({
  form: { formProps, formError, pending, field },
  fields,
  columns = 2,
  className,
  submitLabel,
  pendingLabel = 'Saving...',
  cancelLabel = 'Cancel',
  submitDisabled = false,
  onCancel,
  children,
}: DialogFormProps<TName>) {
  const grid = columns === 2 ? 'form-grid form-grid--two' : 'form-grid';
  return (
    <form className={className ?? grid} {...formProps}>
      {fields ? <FormFields field={field} fields={fields} /> : null}
      {children}
      <FormError className={columns === 2 ? 'form-grid__wide' : undefined} message={formError} />
      <DialogActions>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="submit"
          className="btn btn--primary btn--sm"
          disabled={submitDisabled || pending}
        >
          {pending ? pendingLabel : submitLabel}
        </button>
      </DialogActions>
    </form>
  );
}
