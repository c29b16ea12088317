import type { Commodity, Operazione, StepName, TipoContratto } from '../../shared/domain';
import { STEPS } from './steps/all';
import type { Guard, StepModule } from './steps/define-step';
import type { EsitoFornitura, Variabili } from './variables';

// Each operation's flow is data (architecture.md): an ordered list of step modules (steps/*.ts), each
// with an optional guard saying whether it applies to the sale: the module's own (a terminal screen's
// outcome) and the flow's (fast flow or not). docs/flows.md is drawn from these lists.

/** What the flow may look at: facts of the sale, never the HTTP request. */
export type SaleFacts = {
  operazione: Operazione;
  tipoContratto: TipoContratto;
  commodities: Commodity[];
  variabili: Variabili;
};

export type FlowStep = {
  /** The step's module (steps/*.ts) says what it is and does. */
  name: StepName;
  /** Absent: always. The module's own condition and the flow's, both. */
  when?: Guard;
  /**
   * A branch that ends the flow (supply not found, credit check failed): placed right after the step
   * whose outcome it shows, reached only when its guard holds, and nothing follows it.
   */
  terminal?: true;
  /** No way back from here (a failed credit check is not retried with other data). */
  locked?: true;
};

export type Flow = { operazione: Operazione; steps: FlowStep[] };

const esito = (f: SaleFacts) => f.variabili.esitoFornitura;
const when = (label: string, test: (f: SaleFacts) => boolean): Guard => ({ label, test });

/** A step in a flow: its module, with the flow's own condition when the flow adds one. */
function step(module: StepModule, guard?: Guard): FlowStep {
  const guards = [module.when, guard].filter((g): g is Guard => g !== undefined);
  const both: Guard | undefined =
    guards.length > 1
      ? { label: guards.map((g) => g.label).join(' and '), test: (f) => guards.every((g) => g.test(f)) }
      : guards[0];
  return {
    name: module.name,
    ...(both ? { when: both } : {}),
    ...(module.ends ? { terminal: true as const } : {}),
    ...(module.locked ? { locked: true as const } : {}),
  };
}

/**
 * The point's state needs another operation: the customer picks it and the sale continues in that
 * operation's flow (operation-switch.ts), so nothing of this flow follows it.
 */
const sceltaOperazione = (label: string, outcome: EsitoFornitura) =>
  step(
    STEPS.sceltaOperazione,
    when(label, (f) => esito(f) === outcome),
  );

/** "The tail" every flow ends with (domain.md): documents, terms, summary, signature. */
const TAIL: FlowStep[] = [
  step(STEPS.caricamentoAllegati),
  step(STEPS.accettazioneCondizioni),
  step(STEPS.riepilogo),
  step(STEPS.firma),
  step(STEPS.congratulazioni),
];

const PAYMENT: FlowStep[] = [step(STEPS.modalitaInvioBolletta), step(STEPS.metodoPagamento)];

/** spec 4 fast flow: a bill read at the start fills the proposal; fewer screens confirm it. */
const fast = when('fast flow (bill uploaded)', (f) => f.variabili.fastProcess === true);
const notFast = when('not fast flow', (f) => f.variabili.fastProcess !== true);

export const ATTIVAZIONE: Flow = {
  operazione: 'ATTIVAZIONE',
  steps: [
    step(STEPS.ricercaCliente),
    step(
      STEPS.verificaOtpCliente,
      when('existing customer', (f) => f.variabili.giaCliente === true),
    ),
    step(STEPS.datiAnagrafici, notFast),
    step(STEPS.indirizzoFornitura, notFast),
    step(STEPS.datiAnagraficiEstratti, fast),
    step(STEPS.datiTecnici, notFast),
    step(STEPS.datiTecniciEstratti, fast),
    sceltaOperazione('ceased or another holder', 'ALTRA_OPERAZIONE'),
    step(STEPS.creditCheckKo),
    step(STEPS.verificaRemi),
    step(STEPS.modalitaInvioBolletta, notFast),
    step(STEPS.metodoPagamento, notFast),
    step(STEPS.invioBollettaPagamento, fast),
    ...TAIL,
  ],
};

export const SUBENTRO: Flow = {
  operazione: 'SUBENTRO',
  steps: [
    step(STEPS.datiFornitura),
    step(STEPS.fornituraNonTrovata),
    step(STEPS.subentroFornituraAttiva),
    sceltaOperazione('point still active', 'ATTIVA'),
    step(STEPS.datiAnagrafici),
    step(STEPS.datiTecniciOperazione),
    step(STEPS.creditCheckKo),
    step(STEPS.verificaRemi),
    ...PAYMENT,
    ...TAIL,
  ],
};

export const VOLTURA: Flow = {
  operazione: 'VOLTURA',
  steps: [
    step(STEPS.datiFornitura),
    step(STEPS.fornituraNonTrovata),
    sceltaOperazione('point ceased', 'ALTRA_OPERAZIONE'),
    step(STEPS.datiAnagraficiSubentrante),
    step(STEPS.creditCheckKo),
    ...PAYMENT,
    ...TAIL,
  ],
};

export const CAMBIO_PRODOTTO: Flow = {
  operazione: 'CAMBIO_PRODOTTO',
  steps: [
    // a product change is for customers only (ricercaClienteSchema): the code always follows the
    // search, and the progress counts it from the first screen ("Passo 1 di 9", not "1 di 8" then
    // "2 di 9", issue 16.4)
    step(STEPS.ricercaCliente),
    step(STEPS.verificaOtpCliente),
    step(STEPS.selezioneFornitura),
    step(
      STEPS.datiFornitura,
      when('supply not listed', (f) => f.variabili.fornituraNonElencata === true),
    ),
    step(STEPS.cambioProdottoFornituraNonTrovata),
    step(STEPS.cambioProdottoFornituraNonCompatibile),
    step(STEPS.datiTecniciOperazione),
    ...TAIL,
  ],
};

export const FLOWS: Record<Operazione, Flow> = { ATTIVAZIONE, SUBENTRO, VOLTURA, CAMBIO_PRODOTTO };

export function flowOf(operazione: Operazione): Flow | undefined {
  return FLOWS[operazione];
}

/** The flow's entry for a step, with its options (terminal, locked). */
export function flowStep(flow: Flow, name: StepName): FlowStep | undefined {
  return flow.steps.find((s) => s.name === name);
}

/** An operation's steps in the order of its flow (the operators' report lists them so). */
export function flowStepNames(operazione: Operazione): StepName[] {
  return FLOWS[operazione].steps.map((s) => s.name);
}
