import { sql } from 'drizzle-orm';
import type { Proposta } from '../../shared/schemas/proposta';
import { CANALE_WEB } from '../../shared/domain';
import type { Db } from './db';
import {
  DEMO_BRANDS,
  DEMO_CAMPAIGNS,
  DEMO_CONDITIONS,
  DEMO_CUSTOMER,
  DEMO_OFFERS,
  DEMO_SALE_PROPOSTA_ID,
  DEMO_SALE_UUID,
  documentId,
} from './demo-data';
import { DEMO_CREDIT_SWITCHES } from './demo-credit';
import { campagne, condizioni, documenti, marchi, offerte, vendite } from './schema';
import { seedAllegati } from './seed-allegati';
import { seedCredit } from './seed-credit';
import { seedCustomers } from './seed-customers';
import { seedRegistry } from './seed-registry';
import { excludedSet } from './upsert';

/** A brand document rendered by the caller (demo/seed.ts renders them with services/domain/documents). */
export type DemoDocument = typeof documenti.$inferInsert;

/**
 * Writes the demo catalogue, registry, customers and sale in one transaction (demo/seed.ts says what
 * it keeps across starts). `saleExpiresAt`: the demo sale's expiry, a rule of the funnel's.
 */
export async function writeDemoSeed(
  db: Db,
  { docs, now, saleExpiresAt }: { docs: DemoDocument[]; now: Date; saleExpiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // issue 15 item 4: the back office owns the catalogue once it exists; the seed only adds the demo
    // rows that are missing and never overwrites what an administrator changed (a name, a price, a switch)
    await tx
      .insert(marchi)
      .values(
        DEMO_BRANDS.map((b) => ({ ...b, ...DEMO_CREDIT_SWITCHES[b.id], logoUrl: `/brands/${b.codice}.svg` })),
      )
      .onConflictDoNothing();
    await tx.insert(offerte).values(DEMO_OFFERS).onConflictDoNothing();
    await tx.insert(campagne).values(DEMO_CAMPAIGNS).onConflictDoNothing();
    await tx.insert(documenti).values(docs).onConflictDoNothing();
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
      .onConflictDoNothing();

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
      scadeIl: saleExpiresAt,
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
