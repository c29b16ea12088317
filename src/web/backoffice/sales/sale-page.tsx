import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaleDeliveries } from '../sale-deliveries';
import { roleAtLeast } from '../../../shared/schemas/backoffice';
import type { StaffSession } from '../../../shared/schemas/backoffice';
import { saleDetailResponse } from '../../../shared/schemas/backoffice-sales';
import { BACKOFFICE_PREFIX } from '../../../shared/schemas/backoffice';
import { Link } from '../router';
import { SaleActions } from './sale-actions';
import { useStaffData } from './use-staff-data';

// A sale's page (issue 15 item 2): each part a headed section, the actions for operators and admins.

const when = (iso: string | null, lang: string) =>
  iso
    ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'it-IT', {
        timeZone: 'Europe/Rome',
        dateStyle: 'short',
        timeStyle: 'medium',
      })
    : '—';

/** A proposal part as field → value rows, nested fields dotted (`anagrafica.nome`). */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bo__part">
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function Fields({ value, empty }: { value: unknown; empty: string }) {
  const rows = flatten(value);
  if (!rows.length) return <p>{empty}</p>;
  return (
    <dl className="bo__fields">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SalePage({
  uuid,
  session,
  onSessionEnded,
}: {
  uuid: string;
  session: StaffSession;
  onSessionEnded: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data: sale, error, reload } = useStaffData(`/sales/${uuid}`, saleDetailResponse, onSessionEnded);
  const none = t('backoffice.sales.page.none');
  if (!sale) {
    return (
      <section aria-labelledby="bo-sale">
        <h2 id="bo-sale">{t('backoffice.sales.page.heading')}</h2>
        <p role={error ? 'alert' : 'status'} className={error ? 'bo__error' : undefined}>
          {error ? t(error) : t('backoffice.loading')}
        </p>
        <Link to="sales">{t('backoffice.sales.page.back')}</Link>
      </section>
    );
  }
  const p = sale.proposta;
  const operator = roleAtLeast(session.role, 'operator');
  const download = `${BACKOFFICE_PREFIX}/sales/${uuid}`;
  return (
    <section aria-labelledby="bo-sale" className="bo__sale">
      <h2 id="bo-sale">{t('backoffice.sales.page.heading')}</h2>
      <Link to="sales">{t('backoffice.sales.page.back')}</Link>
      {sale.datiPersonali === 'mascherati' && <p>{t('backoffice.sales.page.masked')}</p>}
      <Part id="bo-sale-summary" title={t('backoffice.sales.page.summary')}>
        <dl className="bo__fields">
          <div>
            <dt>{t('backoffice.sales.cols.stato')}</dt>
            <dd>{t(`backoffice.sales.stato.${sale.vendita.stato}`, { defaultValue: sale.vendita.stato })}</dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.cols.lavoro')}</dt>
            <dd data-testid="work-state">{t(`backoffice.sales.lavoro.${sale.lavoro.stato}`)}</dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.cols.operazione')}</dt>
            <dd>{sale.vendita.operazione}</dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.cols.created')}</dt>
            <dd>{when(sale.vendita.createdAt, lang)}</dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.page.signed')}</dt>
            <dd>{when(sale.vendita.firmataIl, lang)}</dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.page.assigned')}</dt>
            <dd>{sale.lavoro.assegnataA ?? none}</dd>
          </div>
          {sale.lavoro.motivo && (
            <div>
              <dt>{t('backoffice.sales.actions.motivo')}</dt>
              <dd>{sale.lavoro.motivo}</dd>
            </div>
          )}
          {sale.lavoro.recesso && (
            <div>
              <dt>{t('backoffice.sales.actions.recesso')}</dt>
              <dd>
                {sale.lavoro.recesso.data} · {t(`backoffice.sales.canali.${sale.lavoro.recesso.canale}`)}
              </dd>
            </div>
          )}
        </dl>
      </Part>
      {operator && (
        <Part id="bo-sale-actions" title={t('backoffice.sales.page.actions')}>
          <SaleActions sale={sale} onChanged={reload} onSessionEnded={onSessionEnded} />
        </Part>
      )}
      <Part id="bo-sale-holder" title={t('backoffice.sales.page.holder')}>
        <Fields value={p.intestatario} empty={none} />
      </Part>
      <Part id="bo-sale-supplies" title={t('backoffice.sales.page.supplies')}>
        <Fields value={p.forniture} empty={none} />
      </Part>
      <Part id="bo-sale-payment" title={t('backoffice.sales.page.payment')}>
        <Fields value={{ pagamento: p.pagamento, invioBolletta: p.invioBolletta }} empty={none} />
      </Part>
      <Part id="bo-sale-consents" title={t('backoffice.sales.page.consents')}>
        <Fields value={p.consensi} empty={none} />
      </Part>
      <Part id="bo-sale-signature" title={t('backoffice.sales.page.signature')}>
        <Fields value={p.firma} empty={t('backoffice.sales.page.not_signed')} />
      </Part>
      <Part id="bo-sale-offer" title={t('backoffice.sales.page.offer')}>
        {sale.offertaVista ? (
          <Fields value={sale.offertaVista} empty={none} />
        ) : (
          <p>{t('backoffice.sales.page.offer_current', { id: sale.vendita.offertaId })}</p>
        )}
      </Part>
      <Part id="bo-sale-steps" title={t('backoffice.sales.page.steps')}>
        <ol>
          {sale.passi.map((s, i) => (
            <li key={`${s.step}-${i}`}>
              {s.step} · {when(s.il, lang)}
            </li>
          ))}
        </ol>
      </Part>
      <Part id="bo-sale-credit" title={t('backoffice.sales.page.credit')}>
        <p>
          {sale.creditCheck.esito === null
            ? t('backoffice.sales.page.credit_none')
            : t(
                sale.creditCheck.esito
                  ? 'backoffice.sales.page.credit_ok'
                  : 'backoffice.sales.page.credit_ko',
              )}
          {sale.creditCheck.riferimento ? ` · ${sale.creditCheck.riferimento}` : ''}
        </p>
      </Part>
      <Part id="bo-sale-files" title={t('backoffice.sales.page.files')}>
        <ul>
          {sale.contratto && (
            <li>
              {operator ? (
                <a href={`${download}/contratto`}>
                  {t('backoffice.sales.page.contract', { name: sale.contratto.nome })}
                </a>
              ) : (
                t('backoffice.sales.page.contract', { name: sale.contratto.nome })
              )}{' '}
              · SHA-256 {sale.contratto.sha256}
            </li>
          )}
          {sale.allegati.map((a) => (
            <li key={a.id}>
              {operator ? <a href={`${download}/allegati/${a.id}`}>{a.nome}</a> : a.nome} · {a.categoria}
              {a.tipoAllegato ? ` (${a.tipoAllegato})` : ''}
            </li>
          ))}
        </ul>
        {!sale.contratto && !sale.allegati.length && <p>{none}</p>}
      </Part>
      <Part id="bo-sale-messages" title={t('backoffice.sales.page.messages')}>
        <ul>
          {sale.messaggi.map((m) => (
            <li key={m.id}>
              {when(m.createdAt, lang)} · {m.canale} · {m.tipo} · {m.destinatario} ·{' '}
              {t(`backoffice.sales.consegna.${m.consegna}`, { defaultValue: m.consegna })}
            </li>
          ))}
        </ul>
        <h4>{t('backoffice.sales.page.codes')}</h4>
        <ul>
          {sale.codici.map((c, i) => (
            <li key={i}>
              {when(c.createdAt, lang)} · {c.canale} · {c.destinazione} ·{' '}
              {c.usatoIl
                ? t('backoffice.sales.page.code_used', { at: when(c.usatoIl, lang) })
                : t('backoffice.sales.page.code_unused')}{' '}
              · {t('backoffice.sales.page.attempts', { count: c.tentativi })}
            </li>
          ))}
        </ul>
      </Part>
      <Part id="bo-sale-events" title={t('backoffice.sales.page.events')}>
        <ul>
          {sale.eventi.map((e) => (
            <li key={e.id}>
              {when(e.il, lang)} · {e.type} v{e.version} · <code>{e.id}</code>
            </li>
          ))}
        </ul>
        {!sale.eventi.length && <p>{none}</p>}
      </Part>
      {/* the deliveries of its events to the retailer's systems (webhooks, docs/backoffice.md) */}
      <SaleDeliveries uuid={uuid} />
      <Part id="bo-sale-analytics" title={t('backoffice.sales.page.analytics')}>
        <ul>
          {sale.eventiAnalytics.map((e, i) => (
            <li key={i}>
              {when(e.il, lang)} · {e.nome}
              {e.step ? ` · ${e.step}` : ''}
            </li>
          ))}
        </ul>
        {!sale.eventiAnalytics.length && <p>{none}</p>}
      </Part>
    </section>
  );
}
