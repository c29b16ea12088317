import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db';
import { creditCheckRules } from '../schema';

export type CreditCheckRuleRow = typeof creditCheckRules.$inferSelect;

/** The rules that apply to a brand: its own and the global ones (no brand), in id order. */
export async function listCreditCheckRules(db: Executor, marchioId: number): Promise<CreditCheckRuleRow[]> {
  return db
    .select()
    .from(creditCheckRules)
    .where(or(isNull(creditCheckRules.marchioId), eq(creditCheckRules.marchioId, marchioId)))
    .orderBy(asc(creditCheckRules.id));
}
