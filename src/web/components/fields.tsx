import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// Form fields bound to react-hook-form by name (the names are the API's field paths, so the
// server's field errors land on the right field). Labels, hints and errors are linked for screen
// readers; an error is announced when it appears.

export function useFieldError(name: string): string | null {
  const { formState } = useFormContext();
  const { t } = useTranslation();
  const error = get(formState.errors, name) as FieldError | undefined;
  // a too-long text carries its limit (length-limits.ts)
  return error?.message ? t(error.message, { max: error.types?.max }) : null;
}

export function describedBy(...ids: unknown[]) {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    // not an alert of its own: the step's error summary names every field in error once
    // (error-summary.tsx); this one is read with its control (aria-describedby)
    <p id={id} className="field__error" data-field-error="">
      {message}
    </p>
  );
}

/** A field's hint, `<id>-hint`, which its control names in aria-describedby. */
function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="field__hint">
      {hint}
    </p>
  );
}

/** The frame of a single-control field: label, hint (`<id>-hint`), the control, the error (`<id>-error`). */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className = '',
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field${className ? ` ${className}` : ''}${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The frame of a group of controls: fieldset, legend, hint (`<id>-hint`), the controls, the error (`<id>-error`). */
export function FieldsetFrame({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint?: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`field field--group${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
    >
      <legend className="field__label">{legend}</legend>
      <Hint id={id} hint={hint} />
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  after?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

export function TextField({
  name,
  label,
  hint,
  after,
  type = 'text',
  onChange,
  onBlur,
  ...rest
}: TextFieldProps) {
  const { register } = useFormContext();
  const registration = register(name, type === 'number' ? { valueAsNumber: true } : {});
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...rest}
        {...registration}
        // the screen's own handlers run after the form's, never instead of them
        onChange={(e) => {
          void registration.onChange(e);
          onChange?.(e);
        }}
        onBlur={(e) => {
          void registration.onBlur(e);
          onBlur?.(e);
        }}
      />
      {after}
    </FieldFrame>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  name,
  label,
  options,
  hint,
  placeholder,
}: {
  name: string;
  label: string;
  options: Option[];
  /** text, or markup such as the fast flow's "read from the bill" mark (bill-readings.tsx) */
  hint?: ReactNode;
  placeholder?: string;
}) {
  const { register } = useFormContext();
  const { t } = useTranslation();
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...register(name, { setValueAs: (v: string) => (v === '' ? undefined : v) })}
      >
        <option value="">{placeholder ?? t('form.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Radio buttons in a fieldset; `asBoolean` keeps true/false as booleans in the form's value. */
export function RadioGroup({
  name,
  legend,
  options,
  asBoolean = false,
  hint,
}: {
  name: string;
  legend: string;
  options: Option[];
  asBoolean?: boolean;
  /** text, or markup such as the fast flow's "read from the bill" mark (bill-readings.tsx) */
  hint?: ReactNode;
}) {
  const { field } = useController({ name });
  const id = useId();
  const error = useFieldError(name);
  const toValue = (v: string) => (asBoolean ? v === 'true' : v);
  return (
    <FieldsetFrame id={id} legend={legend} hint={hint} error={error}>
      <div className="choices">
        {options.map((o, i) => (
          <label key={o.value} className="choice">
            <input
              type="radio"
              name={field.name}
              value={o.value}
              checked={field.value !== undefined && field.value !== null && String(field.value) === o.value}
              onChange={() => field.onChange(toValue(o.value))}
              onBlur={field.onBlur}
              ref={i === 0 ? field.ref : undefined}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}

export function CheckboxField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...register(name)}
      />
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
