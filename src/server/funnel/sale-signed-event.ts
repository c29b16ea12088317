import type { SaleSignedDataV1, SignedOffer } from '../../shared/schemas/sale-events';
import { saleSignedDataV1 } from '../../shared/schemas/sale-events';
import type { ContractLinkKeys } from '../services/domain/contract/contract-link';
import { signContractLink } from '../services/domain/contract/contract-link';
import type { Executor } from '../store/db';
import type { ContrattoRow } from '../store/repos/contratti';
import { completeSaleEvent, findSignedEventId } from '../store/repos/signed-events';
import type { Sale } from './context';
import { loadSale } from './context';
import { offerSeen } from './offer-snapshot';
import { venditaView } from './proposals';

// The data of a sale's `sale.signed` event, version 1 (shared/schemas/sale-events.ts, docs/backoffice.md):
// what the retailer's systems need to activate the supply, read from the signed sale and its contract.

export type SignedEventDeps = { keys: ContractLinkKeys };

/**
 * The offer as the customer saw it: the copy taken at the summary (`vendite.offerta_vista`), or, for
 * a sale signed before copies were taken, the same shape from the catalogue as it is now, marked so.
 */
async function offerOf(db: Executor, sale: Sale, now: Date): Promise<SignedOffer> {
  const seen = sale.vendita.offertaVista;
  if (seen) return { ...seen, fonte: 'offerta_vista' };
  // the copy the summary would have taken, from the catalogue now (at the terms versions consented)
  return { ...(await offerSeen(db, sale, now)), fonte: 'catalogo' };
}

/** The event's data for a signed sale with its contract; `now` starts the link's 7 days. */
export async function saleSignedData(
  db: Executor,
  venditaUuid: string,
  contratto: ContrattoRow,
  now: Date,
  { keys }: SignedEventDeps,
): Promise<SaleSignedDataV1> {
  const sale = await loadSale(db, venditaUuid);
  const view = venditaView(sale.vendita);
  const firma = view.proposta.firma;
  if (!firma || !sale.vendita.firmataIl)
    throw new Error(`sale.signed data of a sale not signed: ${venditaUuid}`);
  const link = signContractLink(keys, venditaUuid, now);
  // parsed, so an event never leaves in a shape its published schema does not allow
  return saleSignedDataV1.parse({
    vendita: {
      uuid: view.uuid,
      marchioId: view.marchioId,
      offertaId: view.offertaId,
      operazioneCommerciale: view.operazioneCommerciale,
      firmataIl: sale.vendita.firmataIl.toISOString(),
      canale: view.canale,
      lingua: view.lingua,
      campagnaId: view.campagnaId,
    },
    proposta: view.proposta,
    offerta: await offerOf(db, sale, now),
    consensi: view.proposta.consensi,
    firma: {
      canale: firma.canale,
      firmataIl: firma.firmataIl,
      otpInviatoIl: firma.otpInviatoIl,
      ip: firma.ip,
      userAgent: firma.userAgent,
    },
    contratto: {
      nome: contratto.nome,
      sha256: contratto.sha256,
      url: link.url,
      urlScadeIl: link.expiresAt.toISOString(),
    },
  });
}

/**
 * In the contract job's transaction: the sale's sale.signed event gets its data and becomes ready, once.
 * A sale signed before events existed has none and gets none (it was handed over by other means).
 */
export async function completeSignedEvent(
  tx: Executor,
  venditaUuid: string,
  contratto: ContrattoRow,
  now: Date,
  deps: SignedEventDeps,
): Promise<void> {
  const id = await findSignedEventId(tx, venditaUuid);
  if (!id) return;
  const data = await saleSignedData(tx, venditaUuid, contratto, now, deps);
  await completeSaleEvent(tx, id, data, now);
}

/**
 * The data of a signed sale whose event is not ready yet (the export, between signing and the
 * contract job): its contract is rendered now if need be; null for a sale not signed.
 */
export async function signedDataNow(
  db: Executor,
  ensureContract: (venditaUuid: string) => Promise<ContrattoRow | null>,
  venditaUuid: string,
  now: Date,
  deps: SignedEventDeps,
): Promise<SaleSignedDataV1 | null> {
  const contratto = await ensureContract(venditaUuid);
  return contratto ? saleSignedData(db, venditaUuid, contratto, now, deps) : null;
}
