import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// A labelled field of the catalogue's forms with its error next to it, tied by aria-describedby.

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
  children,
}: {
  id: string;
  label: string;
  error: FieldError | undefined;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const text = useFieldErrorText();
  const errorId = `${id}-error`;
  return (
    <div className="bo__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && (
        <span id={errorId} className="bo__error">
          {text(error.message)}
        </span>
      )}
    </div>
  );
}
