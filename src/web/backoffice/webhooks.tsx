import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_TYPES,
  createdWebhookSchema,
  webhookDeliveriesResponse,
  webhookEndpointsResponse,
} from '../../shared/schemas/webhooks';
import type { CreatedWebhook, WebhookDelivery, WebhookEndpoint } from '../../shared/schemas/webhooks';
import { ApiError } from '../api/http';
import { errorKey, staffApi, staffApiNoContent } from './api';
import { Link } from './router';
import { DeliveriesTable } from './webhook-deliveries';
import { TableBox } from './table-box';

// The administrators' webhooks (api-contract.md "Back office and webhooks"): the endpoints, one made
// with its secret shown once, one deleted after a confirmation, and an endpoint's deliveries with a
// retry by hand (/backoffice/webhooks/<id>).

type Message = { key: string; error: boolean };

function useFailure(onSessionEnded: () => void, setMessage: (m: Message) => void) {
  return useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === 'auth.session') return onSessionEnded();
      const field = err instanceof ApiError ? err.fields?.url : undefined;
      setMessage({ key: field ? 'backoffice.webhooks.errors.url' : errorKey(err), error: true });
    },
    [onSessionEnded, setMessage],
  );
}

function Status({ message }: { message: Message | null }) {
  const { t } = useTranslation();
  return (
    <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'bo__error' : undefined}>
      {message ? t(message.key) : ''}
    </p>
  );
}

export function WebhooksPanel({ rest, onSessionEnded }: { rest: string[]; onSessionEnded: () => void }) {
  const id = rest[0];
  return id ? (
    <EndpointDeliveries id={id} onSessionEnded={onSessionEnded} />
  ) : (
    <Endpoints onSessionEnded={onSessionEnded} />
  );
}

function Endpoints({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { t, i18n } = useTranslation();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>([]);
  const [message, setMessage] = useState<Message | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [confirming, setConfirming] = useState<WebhookEndpoint | null>(null);
  const secretRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const failed = useFailure(onSessionEnded, setMessage);
  const load = useCallback(
    () => staffApi('/webhooks', webhookEndpointsResponse).then(setEndpoints, failed),
    [failed],
  );
  useEffect(() => void load(), [load]);
  // the secret, shown once, takes the focus so a screen reader reads it and it can be copied at once
  useEffect(() => {
    if (created) secretRef.current?.select();
  }, [created]);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const create = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const body = { url: String(form.get('url')), events: form.getAll('events').map(String) };
    try {
      setCreated(await staffApi('/webhooks', createdWebhookSchema, 'POST', body));
      setMessage(null);
      formEl.reset();
      await load();
    } catch (err) {
      failed(err);
    }
  };

  const remove = async (endpoint: WebhookEndpoint) => {
    try {
      await staffApiNoContent(`/webhooks/${endpoint.id}`, 'DELETE');
      setConfirming(null);
      setMessage({ key: 'backoffice.webhooks.deleted', error: false });
      await load();
    } catch (err) {
      failed(err);
    }
  };

  return (
    <section aria-labelledby="bo-webhooks">
      <h2 id="bo-webhooks">{t('backoffice.webhooks.heading')}</h2>
      <p>{t('backoffice.webhooks.intro')}</p>
      <Status message={message} />
      {created && (
        <div className="bo__card bo__secret" role="region" aria-labelledby="bo-secret">
          <h3 id="bo-secret">{t('backoffice.webhooks.secret_heading')}</h3>
          <p>{t('backoffice.webhooks.secret_intro')}</p>
          <p className="bo__error">
            <strong>{t('backoffice.webhooks.secret_warning')}</strong>
          </p>
          <label htmlFor="bo-secret-value">{t('backoffice.webhooks.secret_label')}</label>
          <input id="bo-secret-value" ref={secretRef} readOnly value={created.secret} />
          <button type="button" onClick={() => setCreated(null)}>
            {t('backoffice.webhooks.secret_done')}
          </button>
        </div>
      )}
      {endpoints.length === 0 ? (
        <p>{t('backoffice.webhooks.none')}</p>
      ) : (
        <TableBox label={t('backoffice.webhooks.caption')}>
          <table className="bo__table">
            <caption>{t('backoffice.webhooks.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice.webhooks.url')}</th>
                <th scope="col">{t('backoffice.webhooks.events')}</th>
                <th scope="col">{t('backoffice.webhooks.created_at')}</th>
                <th scope="col">{t('backoffice.webhooks.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((e) => (
                <tr key={e.id}>
                  <th scope="row" className="bo__url">
                    <Link to={`webhooks/${e.id}`}>
                      {t('backoffice.webhooks.show_deliveries', { url: e.url })}
                    </Link>
                  </th>
                  <td>{e.events.join(', ')}</td>
                  <td>{new Date(e.createdAt).toLocaleString(i18n.language)}</td>
                  <td>
                    {confirming?.id === e.id ? (
                      <div role="group" aria-label={t('backoffice.webhooks.confirm_delete', { url: e.url })}>
                        <p>{t('backoffice.webhooks.confirm_delete', { url: e.url })}</p>
                        <button type="button" ref={confirmRef} onClick={() => remove(e)}>
                          {t('backoffice.webhooks.confirm')}
                        </button>{' '}
                        <button type="button" className="bo__secondary" onClick={() => setConfirming(null)}>
                          {t('backoffice.webhooks.cancel')}
                        </button>
                      </div>
                    ) : (
                      <button type="button" onClick={() => setConfirming(e)}>
                        {t('backoffice.webhooks.delete', { url: e.url })}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <form className="bo__card" onSubmit={create} aria-labelledby="bo-new-webhook">
        <h3 id="bo-new-webhook">{t('backoffice.webhooks.create_heading')}</h3>
        <label htmlFor="bo-webhook-url">{t('backoffice.webhooks.url')}</label>
        <input
          id="bo-webhook-url"
          name="url"
          type="url"
          required
          maxLength={2000}
          aria-describedby="bo-webhook-url-hint"
          autoComplete="off"
        />
        <small id="bo-webhook-url-hint">{t('backoffice.webhooks.url_hint')}</small>
        <fieldset>
          <legend>{t('backoffice.webhooks.events_legend')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="bo__check">
              <input type="checkbox" name="events" value={type} defaultChecked={type === 'sale.signed'} />{' '}
              {type}
            </label>
          ))}
        </fieldset>
        <button type="submit">{t('backoffice.webhooks.create')}</button>
      </form>
    </section>
  );
}

function EndpointDeliveries({ id, onSessionEnded }: { id: string; onSessionEnded: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [deliveries, setDeliveries] = useState<WebhookDelivery[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const failed = useFailure(onSessionEnded, setMessage);
  const load = useCallback(
    () =>
      Promise.all([
        staffApi('/webhooks', webhookEndpointsResponse),
        staffApi(`/webhooks/${id}/deliveries`, webhookDeliveriesResponse),
      ]).then(([endpoints, page]) => {
        setUrl(endpoints.find((e) => e.id === id)?.url ?? id);
        setDeliveries(page.items);
        setNext(page.next);
      }, failed),
    [id, failed],
  );
  useEffect(() => void load(), [load]);

  const more = async () => {
    if (!next) return;
    try {
      const page = await staffApi(`/webhooks/${id}/deliveries?before=${next}`, webhookDeliveriesResponse);
      setDeliveries((d) => [...d, ...page.items]);
      setNext(page.next);
    } catch (err) {
      failed(err);
    }
  };

  const retry = async (d: WebhookDelivery) => {
    try {
      await staffApiNoContent(`/webhooks/${id}/deliveries/${d.id}/retry`, 'POST');
      setMessage({ key: 'backoffice.webhooks.retried', error: false });
      await load();
    } catch (err) {
      failed(err);
    }
  };

  return (
    <section aria-labelledby="bo-webhook-deliveries">
      <h2 id="bo-webhook-deliveries">{t('backoffice.webhooks.deliveries_heading', { url })}</h2>
      <p>
        <Link to="webhooks">{t('backoffice.webhooks.back')}</Link>
      </p>
      <Status message={message} />
      {deliveries.length === 0 ? (
        <p>{t('backoffice.webhooks.no_deliveries')}</p>
      ) : (
        <DeliveriesTable
          deliveries={deliveries}
          caption={t('backoffice.webhooks.deliveries_caption')}
          onRetry={retry}
        />
      )}
      {next && (
        <button type="button" onClick={more}>
          {t('backoffice.webhooks.more')}
        </button>
      )}
    </section>
  );
}
