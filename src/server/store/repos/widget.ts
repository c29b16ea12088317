import { sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { marchi } from '../schema';
import type { MarchioRow } from './catalogue';

/** The brand whose widget account (marchi.widget) holds this botId. */
export async function findMarchioByBotId(db: Executor, botId: string): Promise<MarchioRow | undefined> {
  const [row] = await db
    .select()
    .from(marchi)
    .where(sql`${marchi.widget}->>'botId' = ${botId}`)
    .limit(1);
  return row;
}
