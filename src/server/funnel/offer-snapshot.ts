import type { OfferSnapshot } from '../../shared/schemas/offer-snapshot';
import type { Executor } from '../store/db';
import { listCondizioni, listDocumentiMeta } from '../store/repos/catalogue';
import { updateVendita } from '../store/repos/vendite';
import type { Sale } from './context';
import { pinsOf } from './consents';

// The offer as the customer saw it (issue 15 item 4): copied into the sale each time the summary is
// entered, so going back and returning after marketing changed the offer shows (and keeps) the new
// one; signing happens from the summary's next step, so the copy signed is the last one shown. The
// contract (contracts.ts), the sale.signed event and the back office's sale page read this copy.

export async function offerSeen(tx: Executor, sale: Sale, now: Date): Promise<OfferSnapshot> {
  const { offerta, marchio } = sale;
  const [documenti, condizioni] = await Promise.all([
    listDocumentiMeta(tx, marchio.id, offerta.id),
    listCondizioni(tx, marchio.id, pinsOf(sale.vendita.proposta)),
  ]);
  return {
    presaIl: now.toISOString(),
    id: offerta.id,
    codice: offerta.codice,
    nome: offerta.nome,
    tipo: offerta.tipo,
    tipoContratto: offerta.tipoContratto,
    validaDal: offerta.validaDal,
    validaAl: offerta.validaAl,
    descrizione: offerta.descrizione,
    prezzi: offerta.prezzi,
    documenti: documenti.map(({ id, tipo, nome, sha256 }) => ({ id, tipo, nome, sha256 })),
    condizioni: condizioni.map(({ codice, versione, obbligatoria, testoIt, testoEn }) => ({
      codice,
      versione,
      obbligatoria,
      testoIt,
      testoEn,
    })),
  };
}

/** riepilogo's `enter`: the copy taken (again) in the transaction that moved the sale there. */
export async function snapshotOffer(tx: Executor, sale: Sale): Promise<void> {
  // the time of the move that entered the summary (sales.ts `enter` sets it)
  const offertaVista = await offerSeen(tx, sale, sale.vendita.updatedAt);
  await updateVendita(tx, sale.vendita.uuid, { offertaVista });
}
