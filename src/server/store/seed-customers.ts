import type { Executor } from './db';
import { DEMO_CUSTOMERS } from './demo-customers';
import { clienti, fornitureClienti } from './schema';
import { excludedSet } from './upsert';

/** The demo customers and their supplies (demo-customers.ts). Idempotent: refreshes them at every start. */
export async function seedCustomers(tx: Executor): Promise<void> {
  await tx
    .insert(clienti)
    .values(
      DEMO_CUSTOMERS.map((c) => ({
        codiceCliente: c.codiceCliente,
        marchioId: c.marchioId,
        tipo: c.tipo,
        nome: c.nome ?? null,
        cognome: c.cognome ?? null,
        ragioneSociale: c.ragioneSociale ?? null,
        codiceFiscale: c.codiceFiscale,
        partitaIva: c.partitaIva ?? null,
        email: c.email ?? null,
        telefono: c.telefono ?? null,
      })),
    )
    .onConflictDoUpdate({ target: clienti.codiceCliente, set: excludedSet(clienti, ['codiceCliente']) });
  await tx
    .insert(fornitureClienti)
    .values(DEMO_CUSTOMERS.flatMap((c) => c.forniture.map((f) => ({ ...f, codiceCliente: c.codiceCliente }))))
    .onConflictDoUpdate({
      target: fornitureClienti.codiceFornitura,
      set: excludedSet(fornitureClienti, ['codiceFornitura']),
    });
}
