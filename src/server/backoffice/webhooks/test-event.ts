import type { Db } from '../../store/db';
import { recordSaleEvent } from '../../store/repos/sale-events';

/**
 * Development only (DEV_PAGES): a `sale.status_changed` event of a sale, recorded as the back office's
 * actions record theirs, so that a webhook receiver can be tried before those actions exist.
 */
export function recordTestEvent(db: Db, venditaUuid: string, at: Date): Promise<string> {
  return db.transaction((tx) =>
    recordSaleEvent(tx, {
      venditaUuid,
      type: 'sale.status_changed',
      version: 1,
      at,
      data: { vendita: { uuid: venditaUuid }, test: true },
    }),
  );
}
