import type { FastifyBaseLogger } from 'fastify';
import type { Operazione } from '../../shared/domain';
import type { Proposta } from '../../shared/schemas/proposta';
import { normalizeCodiceFiscale } from '../../shared/validation/codice-fiscale';
import { validationError } from '../errors';
import type { CreditCheck } from './credit-check';
import { creditCheckVariables } from './credit-check';
import type { Customers } from '../services/customers/customers';
import { contactOf, isSupplyCompatible } from '../services/customers/customers';
import { findSupplyPoint, normalizePdp } from '../services/registry/registry';
import type { Executor } from '../store/db';
import type { Sale } from './context';
import { fillFromSupply, fillHolder } from './existing-customers';
import type { LeaveAction } from './flows';
import { fillProposta, lookupOutcome, pdpOf } from './supply-points';
import { without } from './variables';
import type { Variabili } from './variables';

// The server's work when a customer leaves a step with Next (flows.ts onLeave), inside the step's
// transaction: it may refuse the step with field errors, fill the proposal and set the facts the
// flow's guards read next.

export type LeaveDeps = { customers: Customers; creditCheck: CreditCheck; log: FastifyBaseLogger };

export type LeaveState = {
  proposta: Proposta;
  variabili: Variabili;
  /** set by switchOperation */
  operazione?: Operazione;
};

type Data = Record<string, unknown>;

/** Forgets a verified customer and their chosen supplies (the customer changed the search). */
const CUSTOMER_KEYS = [
  'codiceCliente',
  'clienteVerificatoIl',
  'codiceClienteInVerifica',
  'codiceFornituraLuce',
  'codiceFornituraGas',
  'identificativoCliente',
] as const;

async function findCustomer(tx: Executor, sale: Sale, data: Data, s: LeaveState, deps: LeaveDeps) {
  const variabili = without(s.variabili, ...CUSTOMER_KEYS);
  if (data.giaCliente !== true) return { ...s, variabili: { ...variabili, giaCliente: false } };
  const identificativo = data.identificativo as string;
  const cliente = await deps.customers.find(tx, sale.vendita.marchioId, identificativo);
  if (!cliente) throw validationError({ identificativo: 'validation.customer_not_found' });
  if (!contactOf(cliente)) throw validationError({ identificativo: 'validation.customer_unreachable' });
  const same = s.variabili.codiceCliente === cliente.codiceCliente;
  return {
    ...s,
    variabili: {
      // Back and Next with the same customer keeps the verification already done
      ...(same ? s.variabili : variabili),
      giaCliente: true,
      identificativoCliente: identificativo,
      codiceClienteInVerifica: cliente.codiceCliente,
    },
  };
}

/** verificaOtpCliente: the code must have been verified (POST /clients/auth) for this customer. */
/** The customer verified on this sale (POST /clients/auth), or null. */
async function verifiedOrNull(tx: Executor, sale: Sale, s: LeaveState, deps: LeaveDeps) {
  const codice = s.variabili.codiceCliente;
  return codice ? deps.customers.find(tx, sale.vendita.marchioId, codice) : null;
}

async function verifiedCustomer(tx: Executor, sale: Sale, s: LeaveState, deps: LeaveDeps) {
  const cliente = await verifiedOrNull(tx, sale, s, deps);
  if (!cliente) throw validationError({ otp: 'validation.customer_code_required' });
  return { ...s, proposta: fillHolder(s.proposta, cliente) };
}

async function verifiedClienteOf(tx: Executor, sale: Sale, s: LeaveState, deps: LeaveDeps) {
  const cliente = await verifiedOrNull(tx, sale, s, deps);
  // the flow puts verificaOtpCliente first; a sale without a verified customer cannot get here
  if (!cliente) throw validationError({ _: 'validation.customer_not_verified' });
  return cliente;
}

const supplyVariable = (commodity: string) =>
  commodity === 'LUCE' ? ('codiceFornituraLuce' as const) : ('codiceFornituraGas' as const);

/** selezioneFornitura: the supplies to move, one per commodity of the offer; none: "not listed". */
async function chooseSupplies(tx: Executor, sale: Sale, data: Data, s: LeaveState, deps: LeaveDeps) {
  const codes = data.codiciFornitura as string[];
  const base = without(s.variabili, 'esitoFornitura', 'fornituraNonElencata', 'fornitureScelte');
  if (!codes.length) return { ...s, variabili: { ...base, fornituraNonElencata: true } };
  const cliente = await verifiedClienteOf(tx, sale, s, deps);
  const supplies = [];
  for (const code of codes) {
    const supply = await deps.customers.supply(tx, cliente.codiceCliente, code);
    if (!supply) throw validationError({ codiciFornitura: 'validation.choice' });
    supplies.push(supply);
  }
  if (new Set(supplies.map((f) => f.commodity)).size < supplies.length) {
    throw validationError({ codiciFornitura: 'validation.one_per_commodity' });
  }
  return movedSupplies(sale, cliente, supplies, {
    ...s,
    variabili: { ...base, fornitureScelte: supplies.map((f) => f.codiceFornitura) },
  });
}

/** The chosen supplies fit the offer only when they are exactly its commodities, each compatible. */
function movedSupplies(
  sale: Sale,
  cliente: Parameters<typeof fillFromSupply>[1],
  supplies: Parameters<typeof fillFromSupply>[2][],
  s: LeaveState,
): LeaveState {
  const commodities = s.proposta.forniture.map((f) => f.commodity);
  const fits =
    supplies.length === commodities.length &&
    supplies.every((f) => isSupplyCompatible(f, sale.offerta) && commodities.includes(f.commodity));
  if (!fits) return { ...s, variabili: { ...s.variabili, esitoFornitura: 'NON_COMPATIBILE' } };
  let proposta = s.proposta;
  const variabili: Variabili = { ...s.variabili, esitoFornitura: 'OK' };
  for (const supply of supplies) {
    proposta = fillFromSupply(proposta, cliente, supply);
    variabili[supplyVariable(supply.commodity)] = supply.codiceFornitura;
  }
  return { ...s, proposta, variabili };
}

/** datiFornitura (and ATTIVAZIONE's datiTecnici): the points looked up, the outcome recorded. */
async function lookupPoints(tx: Executor, sale: Sale, s: LeaveState, deps: LeaveDeps): Promise<LeaveState> {
  const operazione = s.operazione ?? sale.vendita.operazione;
  const base = without(s.variabili, 'esitoFornitura', 'operazioniPossibili');
  const codes = s.proposta.forniture.map((f) => normalizePdp(pdpOf(f) ?? ''));
  if (operazione === 'CAMBIO_PRODOTTO') {
    const cliente = await verifiedClienteOf(tx, sale, s, deps);
    const own = await deps.customers.supplies(tx, cliente.codiceCliente);
    const supplies = codes.map((c) => own.find((f) => f.pdp === c));
    if (supplies.some((f) => !f)) {
      return { ...s, variabili: { ...base, esitoFornitura: 'NON_TROVATA_CLIENTE' } };
    }
    return movedSupplies(sale, cliente, supplies as NonNullable<(typeof supplies)[number]>[], {
      ...s,
      variabili: base,
    });
  }
  const points = await Promise.all(codes.map((c) => findSupplyPoint(tx, c)));
  const outcome = lookupOutcome(operazione, points);
  const variabili: Variabili = { ...base, esitoFornitura: outcome.esito };
  if (outcome.operazioni.length) variabili.operazioniPossibili = outcome.operazioni;
  // ATTIVAZIONE keeps what the customer typed; the other operations take the registry's data
  const proposta =
    operazione === 'ATTIVAZIONE'
      ? s.proposta
      : fillProposta(s.proposta, points, sale.offerta.tipoContratto as never);
  return { ...s, proposta, variabili };
}

/** VOLTURA: the new holder cannot be the one the point already has. */
async function checkNewHolder(tx: Executor, s: LeaveState): Promise<LeaveState> {
  const a = s.proposta.intestatario.anagrafica;
  const mine = [a?.codiceFiscale, a?.partitaIva].filter(Boolean).map((c) => normalizeCodiceFiscale(c!));
  for (const f of s.proposta.forniture) {
    const point = await findSupplyPoint(tx, pdpOf(f) ?? '');
    if (point?.intestatario && mine.includes(normalizeCodiceFiscale(point.intestatario))) {
      const field =
        a?.tipo === 'PG' ? 'intestatario.anagrafica.partitaIva' : 'intestatario.anagrafica.codiceFiscale';
      throw validationError({ [field]: 'validation.already_holder' });
    }
  }
  return s;
}

/** sceltaOperazione: only an operation the points' state called for. */
async function switchOperation(tx: Executor, sale: Sale, data: Data, s: LeaveState): Promise<LeaveState> {
  const to = data.operazione as Operazione;
  const allowed = s.variabili.operazioniPossibili ?? [];
  if (!allowed.includes(to)) throw validationError({ operazione: 'validation.not_allowed' });
  const esito = s.variabili.esitoFornitura;
  // the step shows only after a lookup, which always records its outcome
  if (!esito) throw validationError({ operazione: 'validation.not_allowed' });
  const cambioOperazione = {
    da: sale.vendita.operazione,
    // where sceltaOperazione stands in the history once left: going back past it undoes the switch
    al: sale.vendita.storia.length,
    esito,
  };
  const variabili: Variabili = { ...s.variabili, esitoFornitura: 'OK', cambioOperazione };
  const switched = {
    ...s.proposta,
    forniture: s.proposta.forniture.map((f) => ({ ...f, operazioneCommerciale: to })),
  };
  // a takeover or a transfer supplies the registry's point at its address, whatever was typed before
  const points =
    to === 'ATTIVAZIONE'
      ? []
      : await Promise.all(switched.forniture.map((f) => findSupplyPoint(tx, pdpOf(f) ?? '')));
  const proposta = points.length
    ? fillProposta(switched, points, sale.offerta.tipoContratto as never)
    : switched;
  return { proposta, variabili, operazione: to };
}

export async function runLeaveActions(
  actions: readonly LeaveAction[],
  tx: Executor,
  sale: Sale,
  data: Data,
  start: LeaveState,
  deps: LeaveDeps,
): Promise<LeaveState> {
  let s = start;
  for (const action of actions) {
    switch (action) {
      case 'findCustomer':
        s = await findCustomer(tx, sale, data, s, deps);
        break;
      case 'verifiedCustomer':
        s = await verifiedCustomer(tx, sale, s, deps);
        break;
      case 'chooseSupplies':
        s = await chooseSupplies(tx, sale, data, s, deps);
        break;
      case 'lookupPoints':
        s = await lookupPoints(tx, sale, s, deps);
        break;
      case 'checkNewHolder':
        s = await checkNewHolder(tx, s);
        break;
      case 'switchOperation':
        s = await switchOperation(tx, sale, data, s);
        break;
      case 'creditCheck': {
        // no check while the sale is about to change operation: the new flow runs its own
        const elsewhere = s.variabili.esitoFornitura === 'ALTRA_OPERAZIONE';
        if (sale.marchio.creditCheckEnabled && !elsewhere) {
          const outcome = await deps.creditCheck.checkProposta(sale.marchio, s.proposta, deps.log, tx);
          s = { ...s, variabili: { ...s.variabili, ...creditCheckVariables(outcome) } };
        }
        break;
      }
    }
  }
  return s;
}
