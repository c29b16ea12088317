import { useLayoutEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// One summary of a submit's errors (GOV.UK's pattern), instead of a chorus of alerts that each say
// "Campo obbligatorio." without saying which field: each item names its field, says what is wrong
// and takes the customer to it. The errors under the fields stay, linked to their controls.

type Item = { key: string; label: string; message: string; control: HTMLElement | null };

/** path → message of every error in the form, as one string: the summary is read again when it changes. */
function signature(errors: FieldErrors | undefined, prefix = ''): string {
  if (!errors) return '';
  return Object.entries(errors)
    .map(([name, e]) => {
      const path = `${prefix}${name}`;
      const message = (e as { message?: unknown } | undefined)?.message;
      return typeof message === 'string' ? `${path}=${message}` : signature(e as FieldErrors, `${path}.`);
    })
    .join(';');
}

/** What the page shows for each field in error, in the order of the page. */
function itemsIn(form: HTMLFormElement): Item[] {
  return Array.from(form.querySelectorAll<HTMLElement>('[data-field-error]')).map((error, i) => {
    const field = error.closest('.field');
    const label = field?.querySelector('.field__label, label')?.textContent?.trim() ?? '';
    const control = field?.querySelector<HTMLElement>('input, select, textarea') ?? null;
    return { key: `${i}-${error.id}`, label, message: error.textContent ?? '', control };
  });
}

export function ErrorSummary() {
  const { t } = useTranslation();
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const submitted = form?.formState.submitCount ?? 0;
  const errors = signature(form?.formState.errors);
  const ref = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<Item[]>([]);

  // read from the page after it shows the errors: the labels are the ones the customer sees
  useLayoutEffect(() => {
    const element = ref.current?.closest('form');
    setItems(submitted && errors && element ? itemsIn(element) : []);
  }, [submitted, errors]);

  // an alert inserted with its words is read once, whole; the anchor finds the form before that
  return (
    <div ref={ref} className="error-summary__anchor">
      {items.length ? (
        <div role="alert" className="error-summary">
          <p className="error-summary__title">
            {items.length === 1
              ? t('shell.error_summary_one')
              : t('shell.error_summary_several', { count: items.length })}
          </p>
          <ul className="error-summary__list">
            {items.map((item) => (
              <li key={item.key}>
                <a
                  href={item.control?.id ? `#${item.control.id}` : '#'}
                  onClick={(e) => {
                    e.preventDefault();
                    item.control?.focus();
                  }}
                >
                  {item.label}: {item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
