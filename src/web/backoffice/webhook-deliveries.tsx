import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { WebhookAttempt, WebhookDelivery } from '../../shared/schemas/webhooks';
import { TableBox } from './table-box';

// A table of webhook deliveries with each one's attempts: an endpoint's (webhooks.tsx, with a retry
// button) and a sale's (sale-deliveries.tsx).

function outcomeOf(t: TFunction, a: WebhookAttempt): string {
  return [
    a.status !== null ? t('backoffice.webhooks.http_status', { status: a.status }) : '',
    a.errorKind && a.errorKind !== 'status' ? t(`backoffice.webhooks.errors.${a.errorKind}`) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

export function DeliveriesTable({
  deliveries,
  caption,
  showUrl = false,
  onRetry,
}: {
  deliveries: WebhookDelivery[];
  caption: string;
  showUrl?: boolean;
  onRetry?: (d: WebhookDelivery) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <TableBox label={caption}>
      <table className="bo__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.webhooks.event')}</th>
            {showUrl && <th scope="col">{t('backoffice.webhooks.url')}</th>}
            <th scope="col">{t('backoffice.webhooks.state')}</th>
            <th scope="col">{t('backoffice.webhooks.attempts')}</th>
            {onRetry && <th scope="col">{t('backoffice.webhooks.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id}>
              <th scope="row">
                <span>{d.eventType}</span>
                <br />
                <code className="bo__id">{d.eventId}</code>
                <br />
                <span className="bo__muted">
                  {t('backoffice.webhooks.sale')}: <code className="bo__id">{d.venditaUuid}</code>
                </span>
              </th>
              {showUrl && <td className="bo__url">{d.url}</td>}
              <td>
                <strong>{t(`backoffice.webhooks.states.${d.state}`)}</strong>
                {d.nextAttemptAt && (
                  <>
                    <br />
                    {t('backoffice.webhooks.next_attempt')}: {when(d.nextAttemptAt)}
                  </>
                )}
              </td>
              <td>
                <ol className="bo__attempts">
                  {d.attemptList.map((a) => (
                    <li key={a.number}>
                      {t('backoffice.webhooks.attempt_line', {
                        number: a.number,
                        at: when(a.startedAt),
                        duration: a.durationMs,
                        outcome: outcomeOf(t, a),
                      })}
                    </li>
                  ))}
                </ol>
              </td>
              {onRetry && (
                <td>
                  <button type="button" onClick={() => onRetry(d)}>
                    {t('backoffice.webhooks.retry', { event: d.eventId.slice(0, 8) })}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
