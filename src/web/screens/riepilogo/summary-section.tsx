import { useTranslation } from 'react-i18next';
import type { Row } from './use-sections';

/** One section of the summary: a heading, its values as a description list, and its edit button. */
export function SummarySection({
  id,
  title,
  rows,
  editLabel,
  onEdit,
  disabled,
}: {
  id: string;
  title: string;
  rows: Row[];
  /** the accessible name of the edit button, naming the section ("Modifica i tuoi dati") */
  editLabel?: string;
  onEdit?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `summary-${id}`;
  return (
    <section className="summary" aria-labelledby={headingId}>
      <div className="summary__head">
        <h2 id={headingId} className="summary__title">
          {title}
        </h2>
        {onEdit ? (
          <button
            type="button"
            className="link-button summary__edit"
            aria-label={editLabel}
            onClick={onEdit}
            disabled={disabled}
          >
            {t('riepilogo.edit')}
          </button>
        ) : null}
      </div>
      {rows.length ? (
        <dl className="summary__list">
          {rows.map((r) => (
            <div key={r.label} className="summary__row">
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="summary__empty">{t('riepilogo.nothing_given')}</p>
      )}
    </section>
  );
}
