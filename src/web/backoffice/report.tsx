import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../shared/domain';
import { formatDuration } from '../../shared/format-duration';
import { backofficeReportResponse } from '../../shared/schemas/backoffice-report';
import type { BackofficeReport, ReportOperationView } from '../../shared/schemas/backoffice-report';
import { ApiError } from '../api/http';
import { errorKey, staffApi } from './api';
import { navigate } from './router';
import type { SectionProps } from './sections';
import { TableBox } from './table-box';

// The funnel report (issue 15 item 1: the operators' report as a page of the back office). Its filters
// live in the address, so a reload, Back and a shared link show the same figures.

const FILTERS = ['marchio', 'offerta', 'operazione', 'from', 'to'] as const;

/** The filters of the address, blanks dropped (an old bookmark of the /operatori form carries them). */
function filtersOf(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const k of FILTERS) {
    const v = query.get(k)?.trim();
    if (v) out.set(k, v);
  }
  return out;
}

type Outcome = { kind: 'ready'; report: BackofficeReport } | { kind: 'failed'; key: string };
type State = { kind: 'loading' } | Outcome;

export function ReportSection({ query, onSessionEnded }: SectionProps) {
  const { t, i18n } = useTranslation();
  const filters = filtersOf(query).toString();
  // what was loaded, and for which filters: other filters in the address mean loading
  const [loaded, setLoaded] = useState<{ filters: string; outcome: Outcome } | null>(null);
  const state: State = loaded?.filters === filters ? loaded.outcome : { kind: 'loading' };

  useEffect(() => {
    let current = true;
    staffApi(`/report?${filters}`, backofficeReportResponse).then(
      (report) => current && setLoaded({ filters, outcome: { kind: 'ready', report } }),
      (err: unknown) => {
        if (!current) return;
        if (err instanceof ApiError && err.code === 'auth.session') return onSessionEnded();
        const invalid = err instanceof ApiError && err.code === 'validation';
        const key = invalid ? 'backoffice.report.invalid_filters' : errorKey(err);
        setLoaded({ filters, outcome: { kind: 'failed', key } });
      },
    );
    return () => {
      current = false;
    };
  }, [filters, onSessionEnded]);

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of FILTERS) {
      const v = String(form.get(k) ?? '').trim();
      if (v) next.set(k, v);
    }
    navigate(`report?${next.toString()}`);
  };

  const report = state.kind === 'ready' ? state.report : null;
  const lang = languageOf(i18n.language);
  return (
    <section aria-labelledby="bo-report" className="bo-report">
      <h2 id="bo-report">{t('backoffice.report.heading')}</h2>
      <p role="status">{state.kind === 'loading' ? t('backoffice.report.loading') : ''}</p>
      {state.kind === 'failed' && (
        <p role="alert" className="bo__error">
          {t(state.key)}
        </p>
      )}
      {/* uncontrolled fields: made again when the address or the choices (the brands, offers) change */}
      <Filters
        key={`${filters}:${report ? 'ready' : ''}`}
        query={filtersOf(query)}
        report={report}
        onApply={apply}
      />
      {report && (
        <>
          <p>
            <a href={`/api/v1/backoffice/report.csv?${filters}`} download>
              {t('backoffice.report.download_csv')}
            </a>
          </p>
          <Summary report={report} lang={lang} />
          {report.operations.length ? (
            report.operations.map((op) => <Operation key={op.operazione} op={op} lang={lang} />)
          ) : (
            <p>{t('backoffice.report.no_data')}</p>
          )}
          <ul className="bo-report__notes">
            {(['reached', 'dropped_out', 'median', 'days'] as const).map((n) => (
              <li key={n}>{t(`backoffice.report.notes.${n}`)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Filters({
  query,
  report,
  onApply,
}: {
  query: URLSearchParams;
  report: BackofficeReport | null;
  onApply: (e: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  const options = report?.options;
  const value = (k: (typeof FILTERS)[number]) => query.get(k) ?? '';
  return (
    <form onSubmit={onApply} aria-labelledby="bo-report-filters" className="bo-report__filters">
      <h3 id="bo-report-filters">{t('backoffice.report.filters')}</h3>
      <label htmlFor="bo-report-marchio">{t('backoffice.report.brand')}</label>
      <select id="bo-report-marchio" name="marchio" defaultValue={value('marchio')}>
        <option value="">{t('backoffice.report.all')}</option>
        {options?.marchi.map((m) => (
          <option key={m.id} value={m.id}>
            {m.nome}
          </option>
        ))}
      </select>
      <label htmlFor="bo-report-offerta">{t('backoffice.report.offer')}</label>
      <select id="bo-report-offerta" name="offerta" defaultValue={value('offerta')}>
        <option value="">{t('backoffice.report.all')}</option>
        {options?.marchi.map((m) => (
          <optgroup key={m.id} label={m.nome}>
            {options.offerte
              .filter((o) => o.marchioId === m.id)
              .map((o) => (
                <option key={o.id} value={o.id}>{`${o.id} · ${o.nome}`}</option>
              ))}
          </optgroup>
        ))}
      </select>
      <label htmlFor="bo-report-operazione">{t('backoffice.report.operation')}</label>
      <select id="bo-report-operazione" name="operazione" defaultValue={value('operazione')}>
        <option value="">{t('backoffice.report.all')}</option>
        {options?.operazioni.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <label htmlFor="bo-report-from">{t('backoffice.report.from')}</label>
      <input id="bo-report-from" name="from" type="date" defaultValue={value('from') || report?.fromDay} />
      <label htmlFor="bo-report-to">{t('backoffice.report.to')}</label>
      <input id="bo-report-to" name="to" type="date" defaultValue={value('to') || report?.toDay} />
      <button type="submit">{t('backoffice.report.apply')}</button>
    </form>
  );
}

function formats(lang: 'it' | 'en') {
  const locale = lang === 'it' ? 'it-IT' : 'en-GB';
  const int = new Intl.NumberFormat(locale);
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    int: (n: number) => int.format(n),
    pct: (n: number | null) => (n === null ? '–' : pct.format(n)),
  };
}

function Summary({ report, lang }: { report: BackofficeReport; lang: 'it' | 'en' }) {
  const { t } = useTranslation();
  const fmt = formats(lang);
  return (
    <section aria-labelledby="bo-report-summary">
      <h3 id="bo-report-summary">{t('backoffice.report.summary')}</h3>
      {report.truncated && <p role="status">{t('backoffice.report.truncated')}</p>}
      <dl className="bo-report__summary">
        <dt>{t('backoffice.report.period')}</dt>
        <dd>{`${report.fromDay} – ${report.toDay}`}</dd>
        <dt>{t('backoffice.report.sales')}</dt>
        <dd>{fmt.int(report.sales)}</dd>
        <dt>{t('backoffice.report.concluded')}</dt>
        <dd>{fmt.int(report.concluded)}</dd>
        <dt>{t('backoffice.report.conversion')}</dt>
        <dd>{fmt.pct(report.conversion)}</dd>
      </dl>
    </section>
  );
}

function Operation({ op, lang }: { op: ReportOperationView; lang: 'it' | 'en' }) {
  const { t } = useTranslation();
  const fmt = formats(lang);
  const id = `bo-report-op-${op.operazione}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{op.label}</h3>
      <p>
        {t('backoffice.report.entered_line', {
          entered: fmt.int(op.entered),
          concluded: fmt.int(op.concluded),
          conversion: fmt.pct(op.conversion),
        })}
      </p>
      <TableBox label={t('backoffice.report.steps_caption', { operation: op.label })}>
        <table className="bo__table">
          <caption>{t('backoffice.report.steps_caption', { operation: op.label })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.report.col.step')}</th>
              <th scope="col">{t('backoffice.report.col.code')}</th>
              <th scope="col">{t('backoffice.report.col.reached')}</th>
              <th scope="col">{t('backoffice.report.col.share')}</th>
              <th scope="col">{t('backoffice.report.col.dropped_out')}</th>
              <th scope="col">{t('backoffice.report.col.median')}</th>
            </tr>
          </thead>
          <tbody>
            {op.steps.map((s) => (
              <tr key={s.step}>
                <th scope="row">
                  {s.label}
                  {!s.inFlow && <small>{` (${t('backoffice.report.not_in_flow')})`}</small>}
                </th>
                <td>
                  <code>{s.step}</code>
                </td>
                <td className="bo__n">{fmt.int(s.reached)}</td>
                <td className="bo__n">{fmt.pct(s.share)}</td>
                <td className="bo__n">{fmt.int(s.droppedOut)}</td>
                <td className="bo__n">{formatDuration(s.medianMs, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}
