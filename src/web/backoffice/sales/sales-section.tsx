import './sales.css';
import type { SectionProps } from '../sections';
import { SalePage } from './sale-page';
import { SalesList } from './sales-list';

/** The `sales` section: the list at /backoffice/sales, a sale at /backoffice/sales/<uuid>. */
export function SalesSection({ session, rest, query, onSessionEnded }: SectionProps) {
  const [uuid] = rest;
  return uuid ? (
    <SalePage key={uuid} uuid={uuid} session={session} onSessionEnded={onSessionEnded} />
  ) : (
    <SalesList query={query} onSessionEnded={onSessionEnded} />
  );
}
