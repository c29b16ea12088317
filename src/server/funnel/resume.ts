import type { Language } from '../../shared/domain';
import { saleFrozen } from '../errors';
import type { Mailer } from '../services/adapters/mail/mailer';
import { resumeMail } from '../services/adapters/mail/templates';
import type { Db } from '../store/db';
import { updateVendita } from '../store/repos/vendite';
import { assertUsable, loadSale } from './context';

// Resume by e-mail (spec 1, issue 5.5): the customer stops at any step and receives a link that reopens
// the funnel at the current step on any device. The link is the funnel's own address for the sale; it
// works as long as the sale does (30 days, then "Vendita scaduta": 404.3).

export type ResumeDeps = { db: Db; now: () => Date; mailer: Mailer; publicBaseUrl: string };
export type Contatto = { nome: string; cognome: string; email: string };

export function resumeLink(
  base: string,
  sale: { operazione: string; offertaId: number; uuid: string },
): string {
  const q = new URLSearchParams({
    operazione: sale.operazione,
    offerta: String(sale.offertaId),
    vendita: sale.uuid,
  });
  return `${base}/?${q.toString()}`;
}

export function createResume({ db, now, mailer, publicBaseUrl }: ResumeDeps) {
  async function save(uuid: string, contatto: Contatto): Promise<void> {
    await db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      // a signed proposal has nothing left to resume
      if (sale.vendita.stato === 'CONCLUSA') throw saleFrozen();
      assertUsable(sale, now());
      const v = sale.vendita;
      await updateVendita(tx, uuid, { contatto, updatedAt: now() });
      const link = resumeLink(publicBaseUrl, { operazione: v.operazione, offertaId: v.offertaId, uuid });
      const mail = resumeMail(v.lingua as Language, sale.marchio.nome, contatto.nome, link, v.scadeIl);
      await mailer.send(tx, { to: contatto.email, ...mail, tipo: 'resume', venditaUuid: uuid });
    });
  }
  return { save };
}

export type Resume = ReturnType<typeof createResume>;
