import { excludedSet } from './upsert';
import type { Executor } from './db';
import { DEMO_FUNNEL_CAPS, DEMO_REMI, DEMO_SUPPLY_POINTS } from './demo-registry';
import { capFunnel, puntiFornitura, remiComuni } from './schema';

/**
 * Seeds the demo supply registry, REMI codes and funnel CAPs (demo-registry.ts) inside seedDemo's
 * transaction. Idempotent: the demo points are refreshed; REMI and CAP rows are only added, so what
 * an operator added stays.
 */
export async function seedRegistry(tx: Executor): Promise<void> {
  const points = DEMO_SUPPLY_POINTS.map((p) => ({
    pdp: p.pdp,
    commodity: p.commodity,
    stato: p.stato,
    intestatario: p.intestatario,
    indirizzo: p.indirizzo,
    // text column: the power as written (3, 4.5), never a float's rounding
    potenzaKw: p.potenzaKw === undefined ? null : String(p.potenzaKw),
    tensione: p.tensione ?? null,
    distributore: p.distributore,
    codiceRemi: p.codiceRemi ?? null,
    usoLuce: p.usoLuce ?? null,
    usoGas: p.usoGas ?? null,
    categoriaUsoGas: p.categoriaUsoGas ?? null,
    consumoAnnuo: p.consumoAnnuo,
  }));
  await tx
    .insert(puntiFornitura)
    .values(points)
    .onConflictDoUpdate({
      target: puntiFornitura.pdp,
      set: excludedSet(puntiFornitura, ['pdp']),
    });

  await tx
    .insert(remiComuni)
    .values(
      DEMO_REMI.flatMap((r) => r.comuni.map((codiceIstat) => ({ codiceRemi: r.codiceRemi, codiceIstat }))),
    )
    .onConflictDoNothing();

  const caps = Object.entries(DEMO_FUNNEL_CAPS).flatMap(([marchioId, list]) =>
    list.map((cap) => ({ marchioId: Number(marchioId), cap })),
  );
  if (caps.length) await tx.insert(capFunnel).values(caps).onConflictDoNothing();
}
