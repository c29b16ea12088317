import type { Commodity, Operazione, StepName, TipoContratto } from '../../shared/domain';

// Each operation's flow is data (architecture.md): an ordered list of steps, each with an optional
// guard saying whether it applies to the sale. docs/flows.md is drawn from these lists.

/** What the flow may look at: facts of the sale, never the HTTP request. */
export type SaleFacts = {
  operazione: Operazione;
  tipoContratto: TipoContratto;
  commodities: Commodity[];
  variabili: Record<string, string>;
};

export type FlowStep = {
  name: StepName;
  /** Absent: always. */
  when?: { label: string; test: (facts: SaleFacts) => boolean };
  /**
   * A branch that ends the flow (supply not found, credit check failed): placed right after the step
   * whose outcome it shows, reached only when its guard holds, and nothing follows it.
   */
  terminal?: true;
  /** No way back from here (a failed credit check is not retried with other data). */
  locked?: true;
  /** Work the server does when the customer leaves this step with Next. */
  onLeave?: 'creditCheck';
};

/** domain.md: the credit check, when the brand runs one, follows the customer's data; KO ends the flow. */
const CREDIT_CHECK_KO: FlowStep = {
  name: 'creditCheckKo',
  terminal: true,
  locked: true,
  when: { label: 'credit check failed', test: (f) => f.variabili.creditCheckEsito === 'KO' },
};

export type Flow = { operazione: Operazione; steps: FlowStep[] };

/** "The tail" every flow ends with (domain.md); caricamentoAllegati joins with the documents issue. */
const TAIL: FlowStep[] = [
  { name: 'accettazioneCondizioni' },
  { name: 'riepilogo' },
  { name: 'firma' },
  { name: 'congratulazioni' },
];

export const ATTIVAZIONE: Flow = {
  operazione: 'ATTIVAZIONE',
  steps: [
    { name: 'datiAnagrafici' },
    { name: 'indirizzoFornitura' },
    { name: 'datiTecnici', onLeave: 'creditCheck' },
    CREDIT_CHECK_KO,
    { name: 'verificaRemi', when: { label: 'gas supply', test: (f) => f.commodities.includes('GAS') } },
    { name: 'modalitaInvioBolletta' },
    { name: 'metodoPagamento' },
    ...TAIL,
  ],
};

/** The operations whose flows exist; the others arrive with their screens (issue 4). */
export const FLOWS: Partial<Record<Operazione, Flow>> = { ATTIVAZIONE };

export function flowOf(operazione: Operazione): Flow | undefined {
  return FLOWS[operazione];
}

/** The flow's entry for a step, with its options (terminal, locked, onLeave). */
export function flowStep(flow: Flow, name: StepName): FlowStep | undefined {
  return flow.steps.find((s) => s.name === name);
}
