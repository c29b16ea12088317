import type { TFunction } from 'i18next';
import { OPERAZIONI, STEP_NAMES } from '../../../../shared/domain';
import type { Language } from '../../../../shared/domain';
import type { BackofficeReport } from '../../../../shared/schemas/backoffice-report';
import { valueKey } from '../../../../shared/text-key';
import { textsIn } from '../../../i18n';
import type { ReportOptions } from '../../../store/repos/eventi';
import type { FunnelReport } from './report';

// The funnel report as the back office shows it (its `report` section) and as its CSV download: the
// figures with the steps and operations named in the reader's language. The words are in the
// dictionary (src/shared/locales/<lang>/server/report.json); the operations are named as the web
// names them (supply-point.json).

/** An operation in the web's words; one the dictionary does not know, as it is stored. */
function operationLabel(t: TFunction, operazione: string): string {
  return (OPERAZIONI as readonly string[]).includes(operazione)
    ? t(valueKey('operazioni.name', operazione))
    : operazione;
}

/** A step's name for staff; a step the code no longer has (older data), as it is stored. */
function stepLabel(t: TFunction, step: string): string {
  return (STEP_NAMES as readonly string[]).includes(step) ? t(`report.steps.${step}`) : step;
}

/** The answer of GET /api/v1/backoffice/report. */
export function reportView(
  r: { report: FunnelReport; fromDay: string; toDay: string },
  options: ReportOptions,
  lang: Language,
): BackofficeReport {
  const t = textsIn(lang);
  return {
    fromDay: r.fromDay,
    toDay: r.toDay,
    sales: r.report.sales,
    concluded: r.report.concluded,
    conversion: r.report.conversion,
    truncated: r.report.truncated,
    operations: r.report.operations.map((op) => ({
      ...op,
      label: operationLabel(t, op.operazione),
      steps: op.steps.map((s) => ({ ...s, label: stepLabel(t, s.step) })),
    })),
    options: {
      ...options,
      operazioni: OPERAZIONI.map((value) => ({ value, label: operationLabel(t, value) })),
    },
  };
}

/** RFC 4180 quoting; a cell a spreadsheet would read as a formula gets a leading apostrophe. */
function csvCell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The report's tables as one CSV: a row per operation and step; numbers with a dot, seconds whole. */
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
