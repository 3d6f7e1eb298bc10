import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';

import './form.css';

type FieldFrameProps = {
  label: string;
  /** Shown after the label; the control also gets aria-required. */
  required?: boolean;
  hint?: ReactNode;
  /** The message under the control; marks the control invalid. */
  error?: string;
  /** On the field's wrapper (label, control and messages). */
  className?: string;
};

/** Ids and aria attributes shared by every field kind. */
function useFieldIds(
  id: string | undefined,
  { hint, error, required }: Pick<FieldFrameProps, 'hint' | 'error' | 'required'>,
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': required ? true : undefined,
    },
  };
}

function FieldFrame({
  label,
  required,
  hint,
  error,
  controlId,
  hintId,
  errorId,
  className,
  children,
}: FieldFrameProps & { controlId: string; hintId: string; errorId: string; children: ReactNode }) {
  const classes = ['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {/* The marker sits outside the label so the field's name stays exactly the label. */}
      <span className="field__label-row">
        <label className="field__label" htmlFor={controlId}>
          {label}
        </label>
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {children}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldFrameProps & Omit<ComponentProps<'input'>, 'required'>;
type TextAreaFieldProps = FieldFrameProps & Omit<ComponentProps<'textarea'>, 'required'>;

/** A field whose control takes the field's ids and every other prop as given. */
function fieldOf<TProps extends FieldFrameProps & { id?: string }>(
  control: (props: Omit<TProps, keyof FieldFrameProps>) => ReactNode,
) {
  return function Field({ label, required, hint, error, className, id, ...rest }: TProps) {
    const ids = useFieldIds(id, { required, hint, error });
    return (
      <FieldFrame {...{ label, required, hint, error, className }} {...ids}>
        {control({ id: ids.controlId, className: 'field__control', ...ids.aria, ...rest } as Omit<
          TProps,
          keyof FieldFrameProps
        >)}
      </FieldFrame>
    );
  };
}

export const TextField = fieldOf<TextFieldProps>((input) => <input {...input} />);
export const TextAreaField = fieldOf<TextAreaFieldProps>((textarea) => <textarea {...textarea} />);

/** A whole number in a range (`min`, `max`), typed on the number keypad. */
export const NumberField = fieldOf<Omit<TextFieldProps, 'type' | 'inputMode'>>((input) => (
  <input type="number" inputMode="numeric" {...input} />
));

type SelectFieldProps = FieldFrameProps &
  Omit<ComponentProps<'select'>, 'required'> & {
    options: ReadonlyArray<{ value: string; label: string }>;
  };

export const SelectField = fieldOf<SelectFieldProps>(({ options, ...select }) => (
  <select {...select}>
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
));

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle beside it. */
export function PasswordField({
  label,
  required,
  hint,
  error,
  className,
  id,
  ...input
}: PasswordFieldProps) {
  const ids = useFieldIds(id, { required, hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...{ label, required, hint, error, className }} {...ids}>
      <div className="field__with-button">
        <input
          id={ids.controlId}
          className="field__control"
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...ids.aria}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={ids.controlId}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  );
}

/** A message about the whole form (e.g. a refused sign-in), announced when it appears. */
export function FormError({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p className={['form-error danger-box', className].filter(Boolean).join(' ')} role="alert">
      <CircleAlert className="form-error__icon" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Text, or text with a visually hidden part (e.g. which game's box this is). */
  label: ReactNode;
  hint?: ReactNode;
};

/** A checkbox with its label beside it and an optional hint below. */
export function CheckboxField({ label, hint, className, id, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  return (
    <div className={['field field--checkbox', className].filter(Boolean).join(' ')}>
      <span className="field__checkbox-row">
        <input
          id={controlId}
          type="checkbox"
          className="field__checkbox"
          aria-describedby={hint ? hintId : undefined}
          {...input}
        />
        <label className="field__label" htmlFor={controlId}>
          {label}
        </label>
      </span>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
