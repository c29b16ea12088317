import type { ChangeEvent, ReactNode } from 'react';
import type { ControllerRenderProps, FieldError, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// A labelled field of the catalogue's forms with its hint (if any) and its error next to it, both tied
// by aria-describedby.

/** The text of a field error: our schemas' keys (validation.contrast) or the server's. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (key: string | undefined) => {
    if (!key) return '';
    const last = key.split('.').pop() ?? key;
    return t(`backoffice.catalogue.errors.${last}`, {
      defaultValue: t('backoffice.catalogue.errors.invalid'),
    });
  };
}

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: FieldError | undefined;
  hint?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const text = useFieldErrorText();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="bo__field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={hintId} className="bo__muted">
          {hint}
        </span>
      )}
      {children({ id, 'aria-invalid': !!error, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {error && (
        <span id={errorId} className="bo__error">
          {text(error.message)}
        </span>
      )}
    </div>
  );
}

/**
 * The props of a select that react-hook-form's Controller drives: controlled, since its options (the
 * brands, an offer's linkable offers, a brand's documents) may arrive after its value; the empty
 * option stands for no value and `parse` reads a chosen one.
 */
export function controlledSelect<T extends FieldValues, N extends FieldPath<T>, V>(
  field: ControllerRenderProps<T, N>,
  parse: (value: string) => V,
) {
  return {
    ref: field.ref,
    name: field.name,
    onBlur: field.onBlur,
    value: field.value == null ? '' : String(field.value),
    onChange: (e: ChangeEvent<HTMLSelectElement>) => field.onChange(parse(e.target.value)),
  };
}
