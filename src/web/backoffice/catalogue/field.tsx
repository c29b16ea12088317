import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
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
