import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CANALE_WEB } from '../../shared/domain';
import type { Proposta } from '../../shared/schemas/proposta';
import { SALE_LIFETIME_MS } from '../funnel/context';
import { generalTerms, privacyNotice, renderBrandDocument } from '../services/documents/brand-documents';
import type { Db } from '../store/db';
import {
  DEMO_BRANDS,
  DEMO_CAMPAIGNS,
  DEMO_CONDITIONS,
  DEMO_CUSTOMER,
  DEMO_OFFERS,
  DEMO_SALE_PROPOSTA_ID,
  DEMO_SALE_UUID,
  documentId,
} from '../store/demo-data';
import { DEMO_CREDIT_SWITCHES } from '../store/demo-credit';
import { campagne, condizioni, documenti, marchi, offerte, vendite } from '../store/schema';
import { seedAllegati } from '../store/seed-allegati';
import { seedCredit } from '../store/seed-credit';
import { seedCustomers } from '../store/seed-customers';
import { seedRegistry } from '../store/seed-registry';
import { excludedSet } from '../store/upsert';

/**
 * Seeds the demo catalogue (domain.md). Idempotent: run at every start, it refreshes the catalogue,
 * keeps the maintenance switches an operator set, and resets the demo sale only once it is no
 * longer usable, so the linked-offer move can be shown again.
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  const docs = await Promise.all(
    DEMO_BRANDS.flatMap((b) =>
      [privacyNotice(b.nome), generalTerms(b.nome)].map(async (d, i) => {
        const contenuto = await renderBrandDocument({ nome: b.nome, colore: b.colori.primario }, d);
        return {
          id: documentId(b.id, i + 1),
          marchioId: b.id,
          tipo: i === 0 ? 'privacy' : 'condizioni_generali',
          nome: i === 0 ? `privacy-${b.codice}.pdf` : `condizioni-generali-${b.codice}.pdf`,
          contentType: 'application/pdf',
          sha256: crypto.createHash('sha256').update(contenuto).digest('hex'),
          contenuto,
        };
      }),
    ),
  );

  await db.transaction(async (tx) => {
    await tx
      .insert(marchi)
      .values(
        DEMO_BRANDS.map((b) => ({ ...b, ...DEMO_CREDIT_SWITCHES[b.id], logoUrl: `/brands/${b.codice}.svg` })),
      )
      .onConflictDoUpdate({
        target: marchi.id,
        set: excludedSet(marchi, [
          'id',
          'manutenzione',
          'messaggioManutenzione',
          'widgetEnabled',
          'creditCheckEnabled',
          'creditCheckMessage',
        ]),
      });
    await tx
      .insert(offerte)
      .values(DEMO_OFFERS)
      .onConflictDoUpdate({ target: offerte.id, set: excludedSet(offerte, ['id']) });
    await tx
      .insert(campagne)
      .values(DEMO_CAMPAIGNS)
      .onConflictDoUpdate({ target: campagne.id, set: excludedSet(campagne, ['id']) });
    await tx
      .insert(documenti)
      .values(docs)
      .onConflictDoUpdate({ target: documenti.id, set: excludedSet(documenti, ['id']) });
    await tx
      .insert(condizioni)
      .values(
        DEMO_BRANDS.flatMap((b) =>
          DEMO_CONDITIONS.map(({ documento, ...c }) => ({
            ...c,
            marchioId: b.id,
            documentoId: documento ? documentId(b.id, documento) : null,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [condizioni.marchioId, condizioni.codice],
        set: excludedSet(condizioni, ['marchioId', 'codice']),
      });

    await seedRegistry(tx);
    await seedCustomers(tx);
    await seedCredit(tx);
    await seedAllegati(tx);

    const proposta: Proposta = {
      id: DEMO_SALE_PROPOSTA_ID,
      intestatario: {
        anagrafica: {
          tipo: 'PF',
          nome: DEMO_CUSTOMER.nome,
          cognome: DEMO_CUSTOMER.cognome,
          codiceFiscale: DEMO_CUSTOMER.codiceFiscale,
        },
        contatti: { email: DEMO_CUSTOMER.email, telefono: DEMO_CUSTOMER.telefono },
        titolo: 'PROPRIETARIO',
      },
      forniture: [{ commodity: 'LUCE', operazioneCommerciale: 'ATTIVAZIONE' }],
      consensi: {},
    };
    const demoSale = {
      uuid: DEMO_SALE_UUID,
      offertaId: 106,
      marchioId: 1,
      campagnaId: null,
      operazione: 'ATTIVAZIONE',
      stato: 'IN_CORSO',
      canale: CANALE_WEB,
      lingua: 'it',
      proposta,
      stepName: 'indirizzoFornitura',
      taskId: crypto.randomUUID(),
      variabili: { fastProcess: false, creditCheckResult: false },
      storia: ['datiAnagrafici'],
      contatto: null,
      sostituitaDa: null,
      createdAt: now,
      updatedAt: now,
      scadeIl: new Date(now.getTime() + SALE_LIFETIME_MS),
      firmataIl: null,
      cancellataIl: null,
    };
    await tx
      .insert(vendite)
      .values(demoSale)
      .onConflictDoUpdate({
        target: vendite.uuid,
        set: excludedSet(vendite, ['uuid']),
        setWhere: sql`${vendite.stato} <> 'IN_CORSO' or ${vendite.scadeIl} < ${now}`,
      });
  });
}
