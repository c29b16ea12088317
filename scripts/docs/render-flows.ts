import type { Flow, FlowStep } from '../../src/server/funnel/flows';
import { STEPS } from '../../src/server/funnel/steps/all';
import { switchOperation } from '../../src/server/funnel/steps/scelta-operazione';
import type { Operazione, StepName } from '../../src/shared/domain';
import { generatedNote, table } from './markdown';

// docs/flows.md: each operation's flow drawn from its data (src/server/funnel/flows.ts).

const START = 'start';
const END = 'finish'; // `end` is a keyword in Mermaid
/** sceltaOperazione: the sale continues in another operation's flow (operation-switch.ts). */
const SWITCH = 'switched';

/** A Mermaid edge label in quotes, so that any text is allowed. */
const label = (text: string) => `|"${text.replace(/"/g, '#quot;')}"|`;
/** The negation of a guard's label, in parentheses when the label is itself a compound. */
const not = (condition: string) =>
  /,| and | or /.test(condition) ? `not (${condition})` : `not ${condition}`;

/**
 * The edges out of node `id`, which stands just before step `from`: to that step, and, while the step
 * is guarded, dotted bypasses to the ones after it, each labelled with the conditions that lead there.
 */
function edgesFrom(id: string, steps: readonly FlowStep[], from: number): string[] {
  const edges: string[] = [];
  const skipped: string[] = [];
  for (let j = from; j <= steps.length; j++) {
    const step = steps[j];
    const conditions = [...skipped.map(not), ...(step?.when ? [step.when.label] : [])];
    const arrow = j === from ? '-->' : '-.->';
    edges.push(
      `  ${id} ${arrow}${conditions.length ? label(conditions.join(' and ')) : ''} ${step?.name ?? END}`,
    );
    if (!step?.when) break;
    skipped.push(step.when.label);
  }
  return edges;
}

/** The step that moves the sale to another operation's flow (sceltaOperazione). */
const switches = (s: FlowStep) => STEPS[s.name].leaves.includes(switchOperation);

export function mermaidOf(flow: Flow): string {
  // a terminal branch is a hexagon and leads only to the end
  const nodes = flow.steps.map((s) =>
    s.terminal ? `  ${s.name}{{"${s.name}"}}` : `  ${s.name}["${s.name}"]`,
  );
  const edges = [
    ...edgesFrom(START, flow.steps, 0),
    ...flow.steps.flatMap((s, i) =>
      switches(s)
        ? [`  ${s.name} --> ${SWITCH}`]
        : s.terminal
          ? [`  ${s.name} --> ${END}`]
          : edgesFrom(s.name, flow.steps, i + 1),
    ),
  ];
  const switching = flow.steps.some(switches);
  return [
    '```mermaid',
    'flowchart TD',
    `  ${START}(["${flow.operazione}"])`,
    ...nodes,
    `  ${END}(["end"])`,
    ...(switching ? [`  ${SWITCH}(["the chosen operation's flow"])`] : []),
    ...edges,
    '```',
  ].join('\n');
}

function renderFlow(flow: Flow, descriptions: Record<StepName, string>): string {
  const rows = flow.steps.map((s, i) => [
    String(i + 1),
    `\`${s.name}\``,
    `${s.when ? s.when.label : 'always'}${s.terminal ? ' (ends the flow)' : ''}`,
    descriptions[s.name],
  ]);
  return [
    `## ${flow.operazione}`,
    '',
    mermaidOf(flow),
    '',
    table(['#', 'Step', 'Applies when', 'Screen'], rows),
    '',
  ].join('\n');
}

/** The step model told through one module, shown as the repository has it (embed-files.ts). */
const WORKED_EXAMPLE = [
  '## A step, end to end: `datiTecnici`',
  '',
  'Every step is one module in `src/server/funnel/steps/`, made with `defineStep`',
  '(`steps/define-step.ts`); `steps/all.ts` names them all, and a flow above only orders them and adds',
  'its guards. This is the whole of `datiTecnici` on the server:',
  '',
  '<!-- embed: src/server/funnel/steps/dati-tecnici.ts lang=ts -->',
  '<!-- /embed -->',
  '',
  'What a Next on it does, in order (`sales.ts` runs it without knowing the step):',
  '',
  '1. The route (`http/routes/vendite.ts`) checks the request and calls `sales.next`, which locks the',
  '   sale row and checks the taskId (409 `task.stale` otherwise).',
  "2. The module's `next` parses the data with `datiTecniciSchema` for this sale's contract type and",
  '   commodities (the schema the form in `src/web/screens/dati-tecnici` validates with): a failure is',
  '   400 with field errors (`forniture.0.pod`). A `check` would run next; this step has none.',
  "3. `write` merges each supply's data into the proposal (typed by the schema: no casts).",
  '4. `leave` runs in order: `lookupPoints` looks the POD / PDR up in the registry and records',
  '   `esitoFornitura` (a ceased point leads to `sceltaOperazione`), then `runCreditCheck` asks the',
  "   brand's bureau and records `creditCheckEsito` (KO leads to `creditCheckKo`).",
  '5. The engine asks the flow for the next step whose guard holds with those facts, moves the sale',
  "   there with a fresh taskId, runs that module's `enter` and answers the new step with what its",
  '   module shows. Any error rolls the whole transaction back.',
  '',
  'Adding a step: write its schema in `src/shared/schemas`, its module here, name it in `steps/all.ts`',
  '(the type fails until you do) and in a flow; the web screen goes in `src/web/screens/<step>`.',
  '',
];

export type FlowsDoc = {
  flows: readonly Flow[];
  operations: readonly Operazione[];
  steps: readonly StepName[];
  descriptions: Record<StepName, string>;
};

export function renderFlows({ flows, operations, steps, descriptions }: FlowsDoc): string {
  const drawn = new Set(flows.map((f) => f.operazione));
  const missing = operations.filter((o) => !drawn.has(o));
  const used = new Set(flows.flatMap((f) => f.steps.map((s) => s.name)));
  const others = steps.filter((s) => !used.has(s)).map((s) => [`\`${s}\``, descriptions[s]]);
  return [
    '# Funnel flows',
    '',
    `> ${generatedNote('the flow data in src/server/funnel/flows.ts')}`,
    '',
    'Each commercial operation walks an ordered list of steps. A step with a condition is shown only',
    'when its condition holds for the sale; a dotted arrow is the way past it when it does not.',
    'Back returns along the steps actually visited.',
    '',
    ...flows.map((f) => renderFlow(f, descriptions)),
    ...(missing.length
      ? [`Operations without a flow yet: ${missing.map((o) => `\`${o}\``).join(', ')}.`, '']
      : []),
    ...(others.length ? ['## Steps in no flow yet', '', table(['Step', 'Screen'], others), ''] : []),
    ...WORKED_EXAMPLE,
  ].join('\n');
}
