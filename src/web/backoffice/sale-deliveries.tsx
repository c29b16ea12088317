import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleDeliveriesResponse } from '../../shared/schemas/webhooks';
import type { WebhookDelivery } from '../../shared/schemas/webhooks';
import { errorKey, staffApi } from './api';
import { DeliveriesTable } from './webhook-deliveries';

/** A sale's webhook deliveries with their attempts, for the sale's page (every role may read them). */
export function SaleDeliveries({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    staffApi(`/sales/${uuid}/deliveries`, saleDeliveriesResponse).then(
      (d) => live && setDeliveries(d),
      (err: unknown) => live && setError(errorKey(err)),
    );
    return () => {
      live = false;
    };
  }, [uuid]);
  return (
    <section aria-labelledby="bo-sale-deliveries" className="bo__part">
      <h3 id="bo-sale-deliveries">{t('backoffice.webhooks.sale_heading')}</h3>
      {error && (
        <p role="alert" className="bo__error">
          {t(error)}
        </p>
      )}
      {deliveries && deliveries.length === 0 && <p>{t('backoffice.webhooks.sale_none')}</p>}
      {deliveries && deliveries.length > 0 && (
        <DeliveriesTable
          deliveries={deliveries}
          caption={t('backoffice.webhooks.deliveries_caption')}
          showUrl
        />
      )}
    </section>
  );
}
