import type { Commodity, Operazione, StepName, TipoContratto } from '../../shared/domain';
import { CONCLUDED_VISIBLE_MS, commoditiesOf } from '../../shared/domain';
import type { TipoOfferta } from '../../shared/domain';
import type { Proposta } from '../../shared/schemas/proposta';
import type { StepContext } from '../../shared/schemas/steps-common';
import { romeDay } from '../../shared/italian-time';
import { linkUnusable, saleCancelled, saleConcluded, saleExpired, saleFrozen } from '../errors';
import type { Executor } from '../store/db';
import type { MarchioRow, OffertaRow } from '../store/repos/catalogue';
import type { VenditaRow } from '../store/repos/vendite';
import { readSale } from '../store/repos/sale-read';
import type { SaleFacts } from './flows';
import { readVariabili } from './variables';
import type { Variabili } from './variables';

export { CONCLUDED_VISIBLE_MS };
/** domain.md: a sale expires 30 days after it was created ("Vendita scaduta"). */
export const SALE_LIFETIME_MS = 30 * 86_400_000;

export type Sale = {
  vendita: Omit<VenditaRow, 'variabili'> & {
    /** read through variabiliSchema: typed, whatever a sale written before the types holds */
    variabili: Variabili;
    proposta: Proposta;
    stepName: StepName;
    storia: StepName[];
    operazione: Operazione;
  };
  offerta: OffertaRow;
  marchio: MarchioRow;
};

/** The sale with its offer and brand in one read; `lock` takes the sale row for the transaction. */
export async function loadSale(db: Executor, uuid: string, lock = false): Promise<Sale> {
  const row = await readSale(db, uuid, lock);
  // api-contract.md: an unknown uuid is a link no longer usable
  if (!row) throw linkUnusable();
  return { ...row, vendita: { ...row.vendita, variabili: readVariabili(row.vendita.variabili) } } as Sale;
}

/**
 * The states in which a sale's link answers an error (domain.md "Sale states and codes"). With
 * `allowConcluded`, a sale signed less than ten minutes ago passes (it shows congratulazioni).
 */
export function assertUsable(sale: Sale, now: Date, allowConcluded = false): void {
  const v = sale.vendita;
  if (v.stato === 'CANCELLATA') throw v.sostituitaDa ? linkUnusable() : saleCancelled();
  if (v.stato === 'CONCLUSA') {
    const recent = v.firmataIl && now.getTime() - v.firmataIl.getTime() < CONCLUDED_VISIBLE_MS;
    if (allowConcluded && recent) return;
    throw saleConcluded();
  }
  if (v.scadeIl < now) throw saleExpired();
}

/** A sale whose data may still change: usable, and not signed (409 `sale.frozen` once it is). */
export function assertEditable(sale: Sale, now: Date): void {
  if (sale.vendita.stato === 'CONCLUSA') throw saleFrozen();
  assertUsable(sale, now);
}

export function factsOf(sale: Sale): SaleFacts {
  return {
    operazione: sale.vendita.operazione,
    tipoContratto: sale.offerta.tipoContratto as TipoContratto,
    commodities: commoditiesOf(sale.offerta.tipo as TipoOfferta),
    variabili: sale.vendita.variabili,
  };
}

export function stepContextOf(sale: Sale): StepContext {
  const f = factsOf(sale);
  return {
    tipoContratto: f.tipoContratto,
    commodities: f.commodities as Commodity[],
    operazione: f.operazione,
  };
}

/** An offer is valid from its first to its last day, each from midnight to midnight in Italy. */
export function isOfferExpired(offerta: Pick<OffertaRow, 'validaAl' | 'validaDal'>, now: Date): boolean {
  const today = romeDay(now);
  return offerta.validaAl < today || offerta.validaDal > today;
}
