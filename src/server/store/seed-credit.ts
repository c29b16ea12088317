import { excludedSet } from './upsert';
import type { Executor } from './db';
import { DEMO_CREDIT_RULES } from './demo-credit';
import { creditCheckRules } from './schema';

/**
 * Seeds the credit check's demo rules (demo-credit.ts) inside seedDemo's transaction, after the
 * brands. Idempotent: the demo rules (fixed ids) are refreshed, rules an operator added stay. The
 * brands' switches (DEMO_CREDIT_SWITCHES) go in with the brand rows in seed.ts, on insert only, so an
 * operator's choice survives a restart.
 */
export async function seedCredit(tx: Executor): Promise<void> {
  await tx
    .insert(creditCheckRules)
    .values(DEMO_CREDIT_RULES)
    .onConflictDoUpdate({
      target: creditCheckRules.id,
      set: excludedSet(creditCheckRules, ['id']),
    });
}
