import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { vendite } from './sales';

// Where the retailer is with a signed sale (issue 15 item 2): one row per sale a staff member worked,
// none while it is `nuova`. The funnel's own state stays in vendite.stato.

export const saleWork = pgTable(
  'sale_work',
  {
    venditaUuid: uuid('vendita_uuid')
      .primaryKey()
      .references(() => vendite.uuid),
    /** presa_in_carico | inviata_in_attivazione | attivata | rifiutata | annullata | receduta */
    stato: text('stato').notNull(),
    motivo: text('motivo'),
    /** the withdrawal's Italian calendar day (YYYY-MM-DD) and how the customer sent it */
    recessoData: text('recesso_data'),
    recessoCanale: text('recesso_canale'),
    assegnataA: integer('assegnata_a'),
    assegnataAUsername: text('assegnata_a_username'),
    updatedAt: ts('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [index('sale_work_stato_idx').on(t.stato)],
);
