import type { TFunction } from 'i18next';
import { OPERAZIONI, STEP_NAMES } from '../../../../shared/domain';
import type { Language } from '../../../../shared/domain';
import { valueKey } from '../../../../shared/text-key';
import { textsIn } from '../../../i18n';
import type { ReportOptions } from '../../../store/repos/eventi';
import type { FunnelReport, OperationReport } from './report';

// The operators' pages, rendered on the server: plain HTML forms and tables (no script), labelled
// fields, header cells with their scope, the page language set, usable with the keyboard alone.
// Their words are in the dictionary (src/shared/locales/<lang>/server/report.json), chosen by
// Accept-Language; the operations are named as the web names them (supply-point.json).

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
header,main{max-width:64rem;margin:0 auto;padding:0 1rem}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;border-bottom:1px solid #ccc}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem}
label{display:block;font-weight:600}
input,select,button{font:inherit;padding:.35rem .5rem;border:1px solid #555;border-radius:4px}
button{background:#0b4f8a;color:#fff;border-color:#0b4f8a;cursor:pointer}
a,button,input,select{outline-offset:2px}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #e07b00}
.filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-end}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left}
td.n{text-align:right;font-variant-numeric:tabular-nums}
thead th{background:#eef2f6}
.alert{border-left:4px solid #b00020;background:#fdecee;padding:.5rem 1rem}
.note{color:#444;font-size:.9rem}
dl{display:grid;grid-template-columns:max-content auto;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
`;

/**
 * No script may run on these pages; inline styles only. The pages are not framed (helmet's
 * X-Frame-Options SAMEORIGIN is the default; frame-ancestors is stricter).
 */
export const OPERATOR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The login form's messages, for the route that picks one (routes/operatori.ts). */
export function textsOf(lang: Language) {
  const t = textsIn(lang);
  return {
    wrongCredentials: t('report.wrong_credentials'),
    tooManyAttempts: t('report.too_many_attempts'),
    formExpired: t('report.form_expired'),
  };
}

/** An operation in the web's words; one the dictionary does not know, as it is stored. */
function operationLabel(t: TFunction, operazione: string): string {
  return (OPERAZIONI as readonly string[]).includes(operazione)
    ? t(valueKey('operazioni.name', operazione))
    : operazione;
}

/** A step's name for operators; a step the code no longer has (older data), as it is stored. */
function stepLabel(t: TFunction, step: string): string {
  return (STEP_NAMES as readonly string[]).includes(step) ? t(`report.steps.${step}`) : step;
}

function page(lang: Language, title: string, header: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body>${header}<main id="main">${body}</main></body>
</html>`;
}

export type LoginPageModel = { lang: Language; csrf: string; user?: string; error?: string };

export function renderLoginPage({ lang, csrf, user = '', error }: LoginPageModel): string {
  const t = textsIn(lang);
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return page(
    lang,
    t('report.login_title'),
    '',
    `<h1>${escape(t('report.login_title'))}</h1>
<p>${escape(t('report.login_intro'))}</p>
${error ? `<p class="alert" role="alert" id="login-error">${escape(error)}</p>` : ''}
<form method="post" action="/operatori/login">
<input type="hidden" name="_csrf" value="${escape(csrf)}">
<p><label for="user">${escape(t('report.user'))}</label><input id="user" name="user" autocomplete="username" required maxlength="64" value="${escape(user)}"${invalid}></p>
<p><label for="password">${escape(t('report.password'))}</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${invalid}></p>
<p><button type="submit">${escape(t('report.sign_in'))}</button></p>
</form>`,
  );
}

export function renderLogoutPage({ lang, csrf }: { lang: Language; csrf: string }): string {
  const t = textsIn(lang);
  return page(
    lang,
    t('report.sign_out'),
    '',
    `<h1>${escape(t('report.sign_out'))}</h1>
${signOutForm(t, csrf)}
<p><a href="/operatori/report">${escape(t('report.title'))}</a></p>`,
  );
}

function signOutForm(t: TFunction, csrf: string): string {
  return `<form method="post" action="/operatori/logout"><input type="hidden" name="_csrf" value="${escape(csrf)}"><button type="submit">${escape(t('report.sign_out'))}</button></form>`;
}

export type ReportFilters = {
  marchio?: number | undefined;
  offerta?: number | undefined;
  operazione?: string | undefined;
  from: string;
  to: string;
};

export type ReportPageModel = {
  lang: Language;
  csrf: string;
  user: string;
  filters: ReportFilters;
  options: ReportOptions;
  report: FunnelReport;
  invalidFilters: boolean;
};

/** The query string of a set of filters (the CSV link carries the page's). */
export function filterQuery(f: ReportFilters): string {
  const q = new URLSearchParams();
  if (f.marchio !== undefined) q.set('marchio', String(f.marchio));
  if (f.offerta !== undefined) q.set('offerta', String(f.offerta));
  if (f.operazione) q.set('operazione', f.operazione);
  q.set('from', f.from);
  q.set('to', f.to);
  return q.toString();
}

function formats(lang: Language) {
  const locale = lang === 'it' ? 'it-IT' : 'en-GB';
  const int = new Intl.NumberFormat(locale);
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    int: (n: number) => int.format(n),
    pct: (n: number | null) => (n === null ? '–' : pct.format(n)),
    duration: (ms: number | null) => formatDuration(ms, lang),
  };
}

/** 45 s, 3 min 20 s, 2 h 05 min, 3 d 4 h (g in Italian). */
export function formatDuration(ms: number | null, lang: Language): string {
  if (ms === null) return '–';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} h ${String(m % 60).padStart(2, '0')} min`;
  return `${Math.floor(h / 24)} ${lang === 'it' ? 'g' : 'd'} ${h % 24} h`;
}

function option(value: string, label: string, selected: boolean): string {
  return `<option value="${escape(value)}"${selected ? ' selected' : ''}>${escape(label)}</option>`;
}

function filterForm(t: TFunction, f: ReportFilters, options: ReportOptions): string {
  const brands = options.marchi.map((m) => option(String(m.id), m.nome, f.marchio === m.id)).join('');
  const offers = options.marchi
    .map((m) => {
      const own = options.offerte.filter((o) => o.marchioId === m.id);
      if (!own.length) return '';
      const items = own.map((o) => option(String(o.id), `${o.id} · ${o.nome}`, f.offerta === o.id)).join('');
      return `<optgroup label="${escape(m.nome)}">${items}</optgroup>`;
    })
    .join('');
  const ops = OPERAZIONI.map((o) => option(o, operationLabel(t, o), f.operazione === o)).join('');
  const select = (id: string, label: string, items: string) =>
    `<p><label for="f-${id}">${escape(label)}</label><select id="f-${id}" name="${id}">${option('', t('report.all'), false)}${items}</select></p>`;
  const date = (id: 'from' | 'to', label: string) =>
    `<p><label for="f-${id}">${escape(label)}</label><input id="f-${id}" name="${id}" type="date" value="${escape(f[id])}"></p>`;
  return `<form method="get" action="/operatori/report" aria-labelledby="filters-title">
<h2 id="filters-title">${escape(t('report.filters'))}</h2>
<div class="filters">${select('marchio', t('report.brand'), brands)}${select('offerta', t('report.offer'), offers)}${select('operazione', t('report.operation'), ops)}${date('from', t('report.from'))}${date('to', t('report.to'))}<p><button type="submit">${escape(t('report.apply'))}</button></p></div>
</form>`;
}

function operationSection(t: TFunction, lang: Language, op: OperationReport, index: number): string {
  const fmt = formats(lang);
  const name = operationLabel(t, op.operazione);
  const rows = op.steps
    .map(
      (s) =>
        `<tr><th scope="row">${escape(stepLabel(t, s.step))}${s.inFlow ? '' : ` <small>(${escape(t('report.not_in_flow'))})</small>`}</th><td><code>${escape(s.step)}</code></td><td class="n">${fmt.int(s.reached)}</td><td class="n">${fmt.pct(s.share)}</td><td class="n">${fmt.int(s.droppedOut)}</td><td class="n">${fmt.duration(s.medianMs)}</td></tr>`,
    )
    .join('\n');
  const id = `op-${index}`;
  return `<section aria-labelledby="${id}">
<h2 id="${id}">${escape(name)}</h2>
<p>${escape(t('report.entered_line', { entered: fmt.int(op.entered), concluded: fmt.int(op.concluded), conversion: fmt.pct(op.conversion) }))}</p>
<table>
<caption>${escape(t('report.steps_caption', { operation: name }))}</caption>
<thead><tr><th scope="col">${escape(t('report.col.step'))}</th><th scope="col">${escape(t('report.col.code'))}</th><th scope="col">${escape(t('report.col.reached'))}</th><th scope="col">${escape(t('report.col.share'))}</th><th scope="col">${escape(t('report.col.dropped_out'))}</th><th scope="col">${escape(t('report.col.median'))}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

/** The notes under the tables, in order. */
const NOTES = ['reached', 'dropped_out', 'median', 'days'] as const;

export function renderReportPage(m: ReportPageModel): string {
  const t = textsIn(m.lang);
  const fmt = formats(m.lang);
  const r = m.report;
  const header = `<header><p>${escape(t('report.signed_in_as'))} <strong>${escape(m.user)}</strong></p>
${signOutForm(t, m.csrf)}</header>`;
  const sections = r.operations.length
    ? r.operations.map((op, i) => operationSection(t, m.lang, op, i)).join('\n')
    : `<p>${escape(t('report.no_data'))}</p>`;
  return page(
    m.lang,
    t('report.title'),
    header,
    `<h1>${escape(t('report.title'))}</h1>
${m.invalidFilters ? `<p class="alert" role="alert">${escape(t('report.invalid_filters'))}</p>` : ''}
${filterForm(t, m.filters, m.options)}
<p><a href="/operatori/report.csv?${escape(filterQuery(m.filters))}" download>${escape(t('report.download_csv'))}</a></p>
<section aria-labelledby="summary-title">
<h2 id="summary-title">${escape(t('report.summary'))}</h2>
${r.truncated ? `<p class="alert" role="status">${escape(t('report.truncated'))}</p>` : ''}
<dl><dt>${escape(t('report.period'))}</dt><dd>${escape(m.filters.from)} – ${escape(m.filters.to)}</dd><dt>${escape(t('report.sales'))}</dt><dd>${fmt.int(r.sales)}</dd><dt>${escape(t('report.concluded'))}</dt><dd>${fmt.int(r.concluded)}</dd><dt>${escape(t('report.conversion'))}</dt><dd>${fmt.pct(r.conversion)}</dd></dl>
</section>
${sections}
<ul class="note">${NOTES.map((n) => `<li>${escape(t(`report.notes.${n}`))}</li>`).join('')}</ul>`,
  );
}

// --- CSV -----------------------------------------------------------------------------------------

/** RFC 4180 quoting; a cell a spreadsheet would read as a formula gets a leading apostrophe. */
function csvCell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The page's tables as one CSV: a row per operation and step; numbers with a dot, seconds whole. */
export function renderReportCsv(report: FunnelReport, lang: Language): string {
  const t = textsIn(lang);
  const header = [
    t('report.col.operation'),
    t('report.col.step'),
    t('report.col.code'),
    t('report.col.reached'),
    `${t('report.col.share')} (%)`,
    t('report.col.dropped_out'),
    t('report.col.median_seconds'),
  ];
  const rows = report.operations.flatMap((op) =>
    op.steps.map((s) => [
      op.operazione,
      stepLabel(t, s.step),
      s.step,
      s.reached,
      s.share === null ? '' : (s.share * 100).toFixed(1),
      s.droppedOut,
      s.medianMs === null ? '' : Math.round(s.medianMs / 1000),
    ]),
  );
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
