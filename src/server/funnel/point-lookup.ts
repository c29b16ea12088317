import type { ClienteRow, FornituraClienteRow } from '../store/repos/clienti';
import { isSupplyCompatible } from '../services/adapters/customers/customers';
import { findSupplyPoint, normalizePdp } from '../services/adapters/registry/registry';
import { validationError } from '../errors';
import { factsOf } from './context';
import { fillFromSupply } from './existing-customers';
import type { StepEnv, StepState } from './steps/define-step';
import { fillProposta, lookupOutcome, pdpOf } from './supply-points';
import { without } from './variables';
import type { Variabili } from './variables';

// Looking the sale's supply points up, on leaving the steps that ask for them (datiTecnici,
// datiTecniciEstratti, datiFornitura): in the registry, or for a product change among the verified
// customer's own supplies. The outcome is a variable the flows' guards read.

/** The customer verified on this sale (POST /clients/auth), or null. */
export async function verifiedOrNull(env: StepEnv, s: StepState): Promise<ClienteRow | null> {
  const codice = s.variabili.codiceCliente;
  return codice ? env.services.customers.find(env.tx, env.sale.vendita.marchioId, codice) : null;
}

/** The verified customer of a step that comes after verificaOtpCliente in its flow. */
export async function verifiedClienteOf(env: StepEnv, s: StepState): Promise<ClienteRow> {
  const cliente = await verifiedOrNull(env, s);
  // the flow puts verificaOtpCliente first; a sale without a verified customer cannot get here
  if (!cliente) throw validationError({ _: 'validation.customer_not_verified' });
  return cliente;
}

const supplyVariable = (commodity: string) =>
  commodity === 'LUCE' ? ('codiceFornituraLuce' as const) : ('codiceFornituraGas' as const);

/** The chosen supplies fit the offer only when they are exactly its commodities, each compatible. */
export function movedSupplies(
  env: StepEnv,
  cliente: ClienteRow,
  supplies: readonly FornituraClienteRow[],
  s: StepState,
): StepState {
  const commodities = s.proposta.forniture.map((f) => f.commodity);
  const fits =
    supplies.length === commodities.length &&
    supplies.every((f) => isSupplyCompatible(f, env.sale.offerta) && commodities.includes(f.commodity));
  if (!fits) return { ...s, variabili: { ...s.variabili, esitoFornitura: 'NON_COMPATIBILE' } };
  let proposta = s.proposta;
  const variabili: Variabili = { ...s.variabili, esitoFornitura: 'OK' };
  for (const supply of supplies) {
    proposta = fillFromSupply(proposta, cliente, supply);
    variabili[supplyVariable(supply.commodity)] = supply.codiceFornitura;
  }
  return { ...s, proposta, variabili };
}

/** A product change looks among the customer's own supplies, never in the registry. */
async function amongOwnSupplies(env: StepEnv, s: StepState, codes: readonly string[]): Promise<StepState> {
  const cliente = await verifiedClienteOf(env, s);
  const own = await env.services.customers.supplies(env.tx, cliente.codiceCliente);
  const supplies = codes.map((c) => own.find((f) => f.pdp === c));
  const found = supplies.filter((f) => f !== undefined);
  if (found.length < supplies.length) {
    return { ...s, variabili: { ...s.variabili, esitoFornitura: 'NON_TROVATA_CLIENTE' } };
  }
  return movedSupplies(env, cliente, found, s);
}

/** The points looked up and the outcome recorded (esitoFornitura, the operations that fit). */
export async function lookupPoints(_data: unknown, s: StepState, env: StepEnv): Promise<StepState> {
  const { sale, tx } = env;
  const operazione = s.operazione ?? sale.vendita.operazione;
  const base: StepState = { ...s, variabili: without(s.variabili, 'esitoFornitura', 'operazioniPossibili') };
  const codes = s.proposta.forniture.map((f) => normalizePdp(pdpOf(f) ?? ''));
  if (operazione === 'CAMBIO_PRODOTTO') return amongOwnSupplies(env, base, codes);
  const points = await Promise.all(codes.map((c) => findSupplyPoint(tx, c)));
  const outcome = lookupOutcome(operazione, points);
  const variabili: Variabili = { ...base.variabili, esitoFornitura: outcome.esito };
  if (outcome.operazioni.length) variabili.operazioniPossibili = outcome.operazioni;
  // ATTIVAZIONE keeps what the customer typed; the other operations take the registry's data
  const proposta =
    operazione === 'ATTIVAZIONE' ? s.proposta : fillProposta(s.proposta, points, factsOf(sale).tipoContratto);
  return { ...s, proposta, variabili };
}
