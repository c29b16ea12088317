import type { Commodity, Operazione, StepName, TipoContratto } from '../../shared/domain';
import type { EsitoFornitura, Variabili } from './variables';

// Each operation's flow is data (architecture.md): an ordered list of steps, each with an optional
// guard saying whether it applies to the sale. docs/flows.md is drawn from these lists.

/** What the flow may look at: facts of the sale, never the HTTP request. */
export type SaleFacts = {
  operazione: Operazione;
  tipoContratto: TipoContratto;
  commodities: Commodity[];
  variabili: Variabili;
};

/**
 * Work the server does when the customer leaves a step with Next, in this order: look the supply
 * points up (registry or the customer's supplies), take the chosen supplies, run the credit check.
 */
export type LeaveAction =
  | 'findCustomer'
  | 'verifiedCustomer'
  | 'lookupPoints'
  | 'chooseSupplies'
  | 'checkNewHolder'
  | 'creditCheck'
  | 'switchOperation';

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
  onLeave?: LeaveAction[];
};

export type Flow = { operazione: Operazione; steps: FlowStep[] };

const esito = (f: SaleFacts) => f.variabili.esitoFornitura;
const when = (label: string, test: (f: SaleFacts) => boolean) => ({ label, test });

/** domain.md: the credit check, when the brand runs one, follows the customer's data; KO ends the flow. */
const CREDIT_CHECK_KO: FlowStep = {
  name: 'creditCheckKo',
  terminal: true,
  locked: true,
  when: when('credit check failed', (f) => f.variabili.creditCheckEsito === 'KO'),
};

const VERIFICA_REMI: FlowStep = {
  name: 'verificaRemi',
  when: when('gas supply', (f) => f.commodities.includes('GAS')),
};

const FORNITURA_NON_TROVATA: FlowStep = {
  name: 'fornituraNonTrovata',
  terminal: true,
  when: when('point not in the registry', (f) => esito(f) === 'NON_TROVATA'),
};

/**
 * The point's state needs another operation: the customer picks it and the sale continues in that
 * operation's flow (operation-switch.ts), so nothing of this flow follows it.
 */
const sceltaOperazione = (label: string, outcome: EsitoFornitura): FlowStep => ({
  name: 'sceltaOperazione',
  terminal: true,
  onLeave: ['switchOperation'],
  when: when(label, (f) => esito(f) === outcome),
});

/** "The tail" every flow ends with (domain.md): documents, terms, summary, signature. */
const TAIL: FlowStep[] = [
  { name: 'caricamentoAllegati' },
  { name: 'accettazioneCondizioni' },
  { name: 'riepilogo' },
  { name: 'firma' },
  { name: 'congratulazioni' },
];

const PAYMENT: FlowStep[] = [{ name: 'modalitaInvioBolletta' }, { name: 'metodoPagamento' }];

const CUSTOMER_SEARCH: FlowStep[] = [
  { name: 'ricercaCliente', onLeave: ['findCustomer'] },
  {
    name: 'verificaOtpCliente',
    onLeave: ['verifiedCustomer'],
    when: when('existing customer', (f) => f.variabili.giaCliente === true),
  },
];

/** spec 4 fast flow: a bill read at the start fills the proposal; fewer screens confirm it. */
const fast = when('fast flow (bill uploaded)', (f) => f.variabili.fastProcess === true);
const notFast = when('not fast flow', (f) => f.variabili.fastProcess !== true);

export const ATTIVAZIONE: Flow = {
  operazione: 'ATTIVAZIONE',
  steps: [
    ...CUSTOMER_SEARCH,
    { name: 'datiAnagrafici', when: notFast },
    { name: 'indirizzoFornitura', when: notFast },
    { name: 'datiAnagraficiEstratti', when: fast },
    { name: 'datiTecnici', when: notFast, onLeave: ['lookupPoints', 'creditCheck'] },
    { name: 'datiTecniciEstratti', when: fast, onLeave: ['lookupPoints', 'creditCheck'] },
    sceltaOperazione('ceased or another holder', 'ALTRA_OPERAZIONE'),
    CREDIT_CHECK_KO,
    VERIFICA_REMI,
    { name: 'modalitaInvioBolletta', when: notFast },
    { name: 'metodoPagamento', when: notFast },
    { name: 'invioBollettaPagamento', when: fast },
    ...TAIL,
  ],
};

export const SUBENTRO: Flow = {
  operazione: 'SUBENTRO',
  steps: [
    { name: 'datiFornitura', onLeave: ['lookupPoints'] },
    FORNITURA_NON_TROVATA,
    {
      name: 'subentroFornituraAttiva',
      when: when('point still active', (f) => esito(f) === 'ATTIVA'),
    },
    sceltaOperazione('point still active', 'ATTIVA'),
    { name: 'datiAnagrafici' },
    { name: 'datiTecniciOperazione', onLeave: ['creditCheck'] },
    CREDIT_CHECK_KO,
    VERIFICA_REMI,
    ...PAYMENT,
    ...TAIL,
  ],
};

export const VOLTURA: Flow = {
  operazione: 'VOLTURA',
  steps: [
    { name: 'datiFornitura', onLeave: ['lookupPoints'] },
    FORNITURA_NON_TROVATA,
    sceltaOperazione('point ceased', 'ALTRA_OPERAZIONE'),
    { name: 'datiAnagraficiSubentrante', onLeave: ['checkNewHolder', 'creditCheck'] },
    CREDIT_CHECK_KO,
    ...PAYMENT,
    ...TAIL,
  ],
};

export const CAMBIO_PRODOTTO: Flow = {
  operazione: 'CAMBIO_PRODOTTO',
  steps: [
    ...CUSTOMER_SEARCH,
    { name: 'selezioneFornitura', onLeave: ['chooseSupplies'] },
    {
      name: 'datiFornitura',
      onLeave: ['lookupPoints'],
      when: when('supply not listed', (f) => f.variabili.fornituraNonElencata === true),
    },
    {
      name: 'cambioProdottoFornituraNonTrovata',
      terminal: true,
      when: when("not among the customer's supplies", (f) => esito(f) === 'NON_TROVATA_CLIENTE'),
    },
    {
      name: 'cambioProdottoFornituraNonCompatibile',
      terminal: true,
      when: when('commodity or contract type does not fit', (f) => esito(f) === 'NON_COMPATIBILE'),
    },
    { name: 'datiTecniciOperazione' },
    ...TAIL,
  ],
};

export const FLOWS: Record<Operazione, Flow> = { ATTIVAZIONE, SUBENTRO, VOLTURA, CAMBIO_PRODOTTO };

export function flowOf(operazione: Operazione): Flow | undefined {
  return FLOWS[operazione];
}

/** The flow's entry for a step, with its options (terminal, locked, onLeave). */
export function flowStep(flow: Flow, name: StepName): FlowStep | undefined {
  return flow.steps.find((s) => s.name === name);
}

/** An operation's steps in the order of its flow (the operators' report lists them so). */
export function flowStepNames(operazione: Operazione): StepName[] {
  return FLOWS[operazione].steps.map((s) => s.name);
}
