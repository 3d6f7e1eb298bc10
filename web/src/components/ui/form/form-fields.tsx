import type { ChangeEvent, ReactNode } from 'react';

import { SelectField, TextAreaField, TextField } from './field';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a form gives a field by its name: its value, its message and its change handler. */
export type BoundField = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<Control>) => void;
};

type Described = {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  maxLength?: number;
  placeholder?: string;
};

/**
 * One field of a form, by kind: a text input (`text`, typed `url` or `date` where asked), a
 * text area (`area`, with its rows) or a select (`select`, with its options), named by the
 * form value it edits.
 */
export type FieldSpec<TName extends string> = Described &
  (
    | {
        text: TName;
        type?: 'url' | 'date' | 'email';
        inputMode?: 'numeric' | 'decimal';
        /** What the browser may fill in (`name`, `email`), where the form is about the person. */
        autoComplete?: string;
      }
    | { area: TName; rows: number }
    | { select: TName; options: ReadonlyArray<{ value: string; label: string }> }
  );

/**
 * A form's plain fields in order, each wired to the form by its name. Text inputs ask the
 * browser not to autofill unless told what to fill (most forms are about records, not the
 * person typing), date inputs aside. A `false` entry is left out (a field shown only when editing).
 */
export function FormFields<TName extends string>({
  field,
  fields,
}: {
  field: (name: TName) => BoundField;
  fields: ReadonlyArray<FieldSpec<TName> | false>;
}) {
  return fields.map((spec) => {
    if (!spec) return null;
    const { wide, ...described } = spec;
    const className = wide ? 'form-grid__wide' : undefined;
    if ('area' in described) {
      const { area, ...props } = described;
      return <TextAreaField key={area} className={className} {...props} {...field(area)} />;
    }
    if ('select' in described) {
      const { select, ...props } = described;
      return <SelectField key={select} className={className} {...props} {...field(select)} />;
    }
    const { text, ...props } = described;
    const autoComplete = props.type === 'date' ? undefined : 'off';
    return (
      <TextField
        key={text}
        className={className}
        autoComplete={autoComplete}
        {...props}
        {...field(text)}
      />
    );
  });
}
