import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatWhen } from './format';
import type { FieldRow, FieldValue, Label, ProposalGroup } from './proposal-view';

// The proposal on a sale's page as proposal-view.ts arranges it, said in the page's language.

/** A headed section of a sale's page. */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bo__part">
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** How a label and a value of proposal-view.ts read in the page's language. */
export function useFieldText() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = (l: Label): string =>
    'raw' in l ? l.raw : l.fallback === undefined ? t(l.key) : t(l.key, { defaultValue: l.fallback });
  const value = (v: FieldValue): string => {
    switch (v.kind) {
      case 'text':
        return v.text;
      case 'yes_no':
        return t(v.value ? 'backoffice.sales.page.yes' : 'backoffice.sales.page.no');
      case 'datetime':
        return formatWhen(v.iso, lang);
      case 'word':
        return t(v.key, { defaultValue: v.code });
      case 'kw':
        return t('riepilogo.supply.kw', { kw: formatNumber(v.kw, lang) });
      case 'consent':
        return t('backoffice.sales.page.consent_value', {
          answer: t(v.accepted ? 'riepilogo.consents.given' : 'riepilogo.consents.refused'),
          version: v.version,
          at: formatWhen(v.at || null, lang),
        });
    }
  };
  return { label, value };
}

export function FieldRows({ rows }: { rows: readonly FieldRow[] }) {
  const { label, value } = useFieldText();
  return (
    <dl className="bo__fields">
      {rows.map((r) => (
        <div key={r.path}>
          <dt>{label(r.label)}</dt>
          <dd>{value(r.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each group a section titled as its step; a group the customer has not filled yet says so. */
export function ProposalGroups({ groups, empty }: { groups: readonly ProposalGroup[]; empty: string }) {
  const { label } = useFieldText();
  return groups.map((g) => (
    <Part key={g.id} id={`bo-sale-${g.id}`} title={label(g.title)}>
      {g.parts.length ? (
        g.parts.map((p, i) => (
          <div key={i} className="bo__part">
            {p.heading && <h4>{label(p.heading)}</h4>}
            <FieldRows rows={p.rows} />
          </div>
        ))
      ) : (
        <p>{empty}</p>
      )}
    </Part>
  ));
}
