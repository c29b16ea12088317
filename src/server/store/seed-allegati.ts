import type { Executor } from './db';
import { DEMO_TIPI_ALLEGATO } from './demo-allegati';
import { tipiAllegato } from './schema';
import { excludedSet } from './upsert';

/**
 * Seeds the attachment types each operation asks for (demo-allegati.ts) inside seedDemo's
 * transaction. Idempotent: the demo rows are refreshed; rows an operator added stay.
 */
export async function seedAllegati(tx: Executor): Promise<void> {
  await tx
    .insert(tipiAllegato)
    .values(DEMO_TIPI_ALLEGATO)
    .onConflictDoUpdate({
      target: [
        tipiAllegato.tipoContratto,
        tipiAllegato.operazione,
        tipiAllegato.commodity,
        tipiAllegato.tipoAllegato,
      ],
      set: excludedSet(tipiAllegato, ['tipoContratto', 'operazione', 'commodity', 'tipoAllegato']),
    });
}
