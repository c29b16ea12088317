import { OPERAZIONI } from '../../../../shared/domain';
import type { Operazione } from '../../../../shared/domain';
import { romeDay, romeMidnight } from '../../../../shared/italian-time';
import type { Db } from '../../../store/db';
import type { ReportEventRow, ReportFilter, ReportOptions } from '../../../store/repos/eventi';
import { listReportEvents, listReportOptions } from '../../../store/repos/eventi';

// The operators' report (docs/operations.md, "Funnel analytics and the operators' report"): per
// operation, how many sales saw each step, where unfinished sales stopped, the median time spent on
// each step, and the conversion. Aggregated here from the events, so the rules are tested without a
// database.

/** The events the report reads: the views of steps, and the GA4 name of a concluded sale. */
export const REPORT_EVENT_NAMES = ['step_view', 'purchase'] as const;
/** Past this many events the report says it is partial (narrow the filter). */
export const REPORT_EVENT_LIMIT = 200_000;

export type StepRow = {
  step: string;
  /** False for a step the flow does not list (seen in older data). */
  inFlow: boolean;
  /** Distinct sales that saw the step. */
  reached: number;
  /** Share of the sales that entered the flow (0..1), null when none did. */
  share: number | null;
  /** Unfinished sales whose last step seen is this one. */
  droppedOut: number;
  /** Median, over sales, of the time from a view of the step to the next view of any step. */
  medianMs: number | null;
};

export type OperationReport = {
  operazione: string;
  /** Distinct sales that saw any step of this operation. */
  entered: number;
  /** Of those, the sales concluded in this operation (congratulazioni seen or purchase). */
  concluded: number;
  conversion: number | null;
  steps: StepRow[];
};

export type FunnelReport = {
  sales: number;
  concluded: number;
  conversion: number | null;
  operations: OperationReport[];
  /** The event limit was reached: the figures cover the oldest events of the range only. */
  truncated: boolean;
};

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ratio = (part: number, whole: number) => (whole ? part / whole : null);

type View = { op: string; step: string; ts: number };
type Trail = { views: View[]; concludedIn: Set<string> };

class Section {
  entered = new Set<string>();
  reached = new Map<string, Set<string>>();
  /** step → sale → milliseconds */
  time = new Map<string, Map<string, number>>();
  dropped = new Map<string, number>();
  concluded = 0;
}

function getOr<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = create()));
  return value;
}

/**
 * Each operation's steps in the order of its flow (funnel/flows.ts, handed in by the caller: the
 * report reads the funnel's flows, it does not import them).
 */
export type StepsOf = (operazione: Operazione) => readonly string[];

/** The steps of an operation's flow; none for an operation the flows do not know (older data). */
function knownSteps(stepsOf: StepsOf, operazione: string): readonly string[] {
  return (OPERAZIONI as readonly string[]).includes(operazione) ? stepsOf(operazione as Operazione) : [];
}

/** The flow's steps in order, then steps the data holds that the flow does not list. */
function stepOrder(
  stepsOf: StepsOf,
  operazione: string,
  seen: Iterable<string>,
): Array<{ step: string; inFlow: boolean }> {
  const listed = [...new Set(knownSteps(stepsOf, operazione))];
  const extra = [...seen].filter((s) => !listed.includes(s)).sort();
  return [
    ...listed.map((step) => ({ step, inFlow: true })),
    ...extra.map((step) => ({ step, inFlow: false })),
  ];
}

/** A sale that saw its flow's last step (the signed sale's screen) concluded in that operation. */
function trailsOf(events: readonly ReportEventRow[], stepsOf: StepsOf): Map<string, Trail> {
  const trails = new Map<string, Trail>();
  const ordered = [...events].sort((a, b) => a.ts.getTime() - b.ts.getTime());
  for (const e of ordered) {
    if (!e.operazione) continue;
    const trail = getOr(trails, e.venditaUuid, () => ({ views: [], concludedIn: new Set<string>() }));
    if (e.nome === 'purchase') trail.concludedIn.add(e.operazione);
    if (e.nome !== 'step_view' || !e.step) continue;
    trail.views.push({ op: e.operazione, step: e.step, ts: e.ts.getTime() });
    if (e.step === knownSteps(stepsOf, e.operazione).at(-1)) trail.concludedIn.add(e.operazione);
  }
  return trails;
}

/**
 * Pure. `operazioni`: the sections to show even without data (the operation filter); by default the
 * operations that have data, in OPERAZIONI order.
 */
export function buildReport(
  events: readonly ReportEventRow[],
  stepsOf: StepsOf,
  opts: { operazioni?: readonly string[]; truncated?: boolean } = {},
): FunnelReport {
  const sections = new Map<string, Section>();
  const section = (op: string) => getOr(sections, op, () => new Section());
  let sales = 0;
  let concluded = 0;
  for (const [uuid, trail] of trailsOf(events, stepsOf)) {
    if (!trail.views.length) continue;
    sales += 1;
    trail.views.forEach((view, i) => {
      const s = section(view.op);
      s.entered.add(uuid);
      getOr(s.reached, view.step, () => new Set()).add(uuid);
      const next = trail.views[i + 1];
      if (next) {
        const perSale = getOr(s.time, view.step, () => new Map<string, number>());
        perSale.set(uuid, (perSale.get(uuid) ?? 0) + (next.ts - view.ts));
      }
    });
    for (const op of trail.concludedIn) {
      const s = sections.get(op);
      if (s?.entered.has(uuid)) s.concluded += 1;
    }
    if (trail.concludedIn.size) {
      concluded += 1;
    } else {
      const last = trail.views.at(-1)!;
      const s = section(last.op);
      s.dropped.set(last.step, (s.dropped.get(last.step) ?? 0) + 1);
    }
  }

  const known = OPERAZIONI.filter((op) => sections.has(op));
  const unknown = [...sections.keys()].filter((op) => !(OPERAZIONI as readonly string[]).includes(op)).sort();
  const shown = opts.operazioni ?? [...known, ...unknown];
  const operations = shown.map((operazione): OperationReport => {
    const s = sections.get(operazione) ?? new Section();
    const entered = s.entered.size;
    return {
      operazione,
      entered,
      concluded: s.concluded,
      conversion: ratio(s.concluded, entered),
      steps: stepOrder(stepsOf, operazione, s.reached.keys()).map(({ step, inFlow }) => {
        const reached = s.reached.get(step)?.size ?? 0;
        return {
          step,
          inFlow,
          reached,
          share: ratio(reached, entered),
          droppedOut: s.dropped.get(step) ?? 0,
          medianMs: median([...(s.time.get(step)?.values() ?? [])]),
        };
      }),
    };
  });
  return { sales, concluded, conversion: ratio(concluded, sales), operations, truncated: !!opts.truncated };
}

// --- dates ----------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_RANGE_DAYS = 30;

/** From the first day's midnight to the midnight after the last day; by default the last 30 days. */
export function dayRange(
  now: Date,
  from?: string,
  to?: string,
): { from: Date; to: Date; fromDay: string; toDay: string } {
  const toDay = to ?? romeDay(now);
  const fromDay =
    from ?? romeDay(new Date(romeMidnight(toDay).getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  // the day after, at Italian midnight (a DST day is 23 or 25 hours long)
  const nextDay = romeDay(new Date(romeMidnight(toDay).getTime() + DAY_MS + 3 * 60 * 60 * 1000));
  return { from: romeMidnight(fromDay), to: romeMidnight(nextDay), fromDay, toDay };
}

// --- service --------------------------------------------------------------------------------------

export type ReportRequest = Omit<ReportFilter, 'from' | 'to'> & { fromDay?: string; toDay?: string };

export type Reports = {
  report(request: ReportRequest): Promise<{ report: FunnelReport; fromDay: string; toDay: string }>;
  options(): Promise<ReportOptions>;
};

export function createReports({ db, now, stepsOf }: { db: Db; now: () => Date; stepsOf: StepsOf }): Reports {
  return {
    async report({ fromDay, toDay, ...filter }) {
      const range = dayRange(now(), fromDay, toDay);
      const rows = await listReportEvents(
        db,
        { ...filter, from: range.from, to: range.to },
        REPORT_EVENT_NAMES,
        REPORT_EVENT_LIMIT + 1,
      );
      const truncated = rows.length > REPORT_EVENT_LIMIT;
      const report = buildReport(truncated ? rows.slice(0, REPORT_EVENT_LIMIT) : rows, stepsOf, {
        truncated,
        ...(filter.operazione ? { operazioni: [filter.operazione] } : {}),
      });
      return { report, fromDay: range.fromDay, toDay: range.toDay };
    },
    options: () => listReportOptions(db),
  };
}
