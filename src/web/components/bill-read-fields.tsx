import { useId } from 'react';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Option } from './fields';
import { FieldError, FieldFrame, describedBy, useFieldError } from './fields';

// The select and the radio group of fields.tsx, with a hint that may hold markup: the fast flow's
// screens put the "read from the bill" mark there (bill-readings.tsx). fields.tsx types those hints as
// plain text; were they widened to ReactNode, these two could go.

export function ReadSelectField({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: Option[];
  hint?: ReactNode;
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
        <option value="">{t('form.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function ReadRadioGroup({
  name,
  legend,
  options,
  hint,
}: {
  name: string;
  legend: string;
  options: Option[];
  hint?: ReactNode;
}) {
  const { field } = useController({ name });
  const id = useId();
  const error = useFieldError(name);
  return (
    <fieldset
      className={`field field--group${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
    >
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="choices">
        {options.map((o, i) => (
          <label key={o.value} className="choice">
            <input
              type="radio"
              name={field.name}
              value={o.value}
              checked={field.value !== undefined && field.value !== null && String(field.value) === o.value}
              onChange={() => field.onChange(o.value)}
              onBlur={field.onBlur}
              ref={i === 0 ? field.ref : undefined}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
