import type { StepName } from '../../shared/domain';
import type { Flow, SaleFacts } from './flows';

// Pure next/previous over a flow (architecture.md): no I/O, unit-tested on every path.

function applies(flow: Flow, index: number, facts: SaleFacts): boolean {
  const step = flow.steps[index];
  return !!step && (!step.when || step.when.test(facts));
}

export function firstStep(flow: Flow, facts: SaleFacts): StepName {
  const i = flow.steps.findIndex((_, idx) => applies(flow, idx, facts));
  if (i < 0) throw new Error(`flow ${flow.operazione} has no step for these facts`);
  return flow.steps[i]!.name;
}

/** The next applicable step after `current`, or null at the end of the flow. */
export function nextStep(flow: Flow, current: StepName, facts: SaleFacts): StepName | null {
  const at = flow.steps.findIndex((s) => s.name === current);
  if (at < 0 || flow.steps[at]!.terminal) return null;
  for (let i = at + 1; i < flow.steps.length; i++) {
    if (applies(flow, i, facts)) return flow.steps[i]!.name;
  }
  return null;
}

/**
 * Where Back leads: the last visited step, or `target` when given (the summary's edit links), which
 * must be in the history. Returns the step and the history that remains, or null when impossible.
 */
export function previousStep(
  history: readonly StepName[],
  target?: StepName,
): { step: StepName; history: StepName[] } | null {
  const at = target === undefined ? history.length - 1 : history.lastIndexOf(target);
  if (at < 0) return null;
  return { step: history[at]!, history: history.slice(0, at) };
}

/** "Passo 3 di 9": the position of `current` among the steps that apply to this sale. */
export function progressOf(
  flow: Flow,
  current: StepName,
  facts: SaleFacts,
): { index: number; total: number } {
  const steps = flow.steps.filter((_, i) => applies(flow, i, facts));
  const at = steps.findIndex((s) => s.name === current);
  if (at < 0) return { index: 0, total: steps.length };
  // a step that ends the flow is its last: "Passo 3 di 3", not a count of steps that will never come
  return { index: at + 1, total: steps[at]!.terminal ? at + 1 : steps.length };
}

/** The first applicable step not in `visited` (the landing of a sale that changed operation). */
export function firstUnvisited(
  flow: Flow,
  facts: SaleFacts,
  visited: ReadonlySet<StepName>,
): StepName | null {
  const step = flow.steps.find((s, i) => applies(flow, i, facts) && !visited.has(s.name));
  return step?.name ?? null;
}
