import { and, eq } from 'drizzle-orm';
import type { Colori } from '../schema';
import { marchi, outbox, vendite } from '../schema';
import type { Executor } from '../db';
import type { OutboxRow } from './messages';

// What delivering an outbox message needs to read: the message itself and the brand it speaks for.

export async function findOutbox(db: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Whether a sale already has a message of this kind (a retried job must not mail twice). */
export async function hasOutboxMessage(db: Executor, venditaUuid: string, tipo: string): Promise<boolean> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.venditaUuid, venditaUuid), eq(outbox.tipo, tipo)))
    .limit(1);
  return rows.length > 0;
}

export type SaleBrand = { nome: string; logoUrl: string; colori: Colori; lingua: string };

/** The brand and language a sale's messages are written in. */
export async function findSaleBrand(db: Executor, venditaUuid: string): Promise<SaleBrand | undefined> {
  const [row] = await db
    .select({ nome: marchi.nome, logoUrl: marchi.logoUrl, colori: marchi.colori, lingua: vendite.lingua })
    .from(vendite)
    .innerJoin(marchi, eq(marchi.id, vendite.marchioId))
    .where(eq(vendite.uuid, venditaUuid));
  return row;
}
