import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SaleDeliveries } from '../sale-deliveries';
import { roleAtLeast } from '../../../shared/schemas/backoffice';
import type { StaffSession } from '../../../shared/schemas/backoffice';
import { saleDetailResponse } from '../../../shared/schemas/backoffice-sales';
import { BACKOFFICE_PREFIX } from '../../../shared/schemas/backoffice';
import { valueKey } from '../../../shared/text-key';
import { Link } from '../router';
import { brandName } from './catalogue-names';
import { formatDay, formatWhen } from './format';
import { OfferSeen } from './offer-seen';
import { FieldRows, Part, ProposalGroups } from './proposal';
import { proposalView } from './proposal-view';
import { SaleActions } from './sale-actions';
import { useCatalogue } from './use-catalogue';
import { useStaffData } from './use-staff-data';

// A sale's page (issue 15 item 2): each part a headed section, the actions for operators and admins.
// What staff read is in words: the proposal's fields under the funnel's labels, grouped by its steps
// (proposal-view.ts), codes (operations, channels, kinds of mail, events) as the back office's words.

const when = formatWhen;

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
  const catalogue = useCatalogue(onSessionEnded);
  const view = useMemo(() => {
    if (!sale) return null;
    // a retailer's own consent is named by the text of the terms the customer read
    const terms = Object.fromEntries(
      (sale.offertaVista?.condizioni ?? []).map((c) => [c.codice, lang === 'en' ? c.testoEn : c.testoIt]),
    );
    return proposalView(
      sale.proposta,
      sale.passi.map((s) => s.step),
      terms,
    );
  }, [sale, lang]);
  const none = t('backoffice.sales.page.none');
  if (!sale || !view) {
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
  const { vendita } = sale;
  const operator = roleAtLeast(session.role, 'operator');
  const download = `${BACKOFFICE_PREFIX}/sales/${uuid}`;
  /** a code as the back office's words, the code itself when there are none yet */
  const word = (group: string, code: string) => t(valueKey(group, code), { defaultValue: code });
  const offerName =
    catalogue.offerName(vendita.offertaId) ??
    (catalogue.loaded ? t('backoffice.sales.filters.unknown_id', { id: vendita.offertaId }) : '…');
  const proposalNumber = typeof sale.proposta.id === 'string' ? sale.proposta.id : null;
  return (
    <section aria-labelledby="bo-sale" className="bo__sale">
      <h2 id="bo-sale">{t('backoffice.sales.page.heading')}</h2>
      <Link to="sales">{t('backoffice.sales.page.back')}</Link>
      {sale.datiPersonali === 'mascherati' && <p>{t('backoffice.sales.page.masked')}</p>}
      <Part id="bo-sale-summary" title={t('backoffice.sales.page.summary')}>
        <dl className="bo__fields">
          <div>
            <dt>{t('backoffice.sales.cols.stato')}</dt>
            <dd>{t(`backoffice.sales.stato.${vendita.stato}`, { defaultValue: vendita.stato })}</dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.cols.lavoro')}</dt>
            <dd data-testid="work-state">{t(`backoffice.sales.lavoro.${sale.lavoro.stato}`)}</dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.cols.operazione')}</dt>
            <dd>{word('operazioni.name', vendita.operazione)}</dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.page.brand')}</dt>
            <dd>
              {brandName(catalogue.brands, vendita.marchioId) ??
                (catalogue.loaded
                  ? t('backoffice.sales.filters.unknown_id', { id: vendita.marchioId })
                  : '…')}
            </dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.page.offer_name')}</dt>
            <dd>{offerName}</dd>
          </div>
          {proposalNumber && (
            <div>
              <dt>{t('backoffice.sales.page.proposal_number')}</dt>
              <dd>{proposalNumber}</dd>
            </div>
          )}
          <div>
            <dt>{t('backoffice.sales.cols.created')}</dt>
            <dd>{when(vendita.createdAt, lang)}</dd>
          </div>
          <div>
            <dt>{t('backoffice.sales.page.signed')}</dt>
            <dd>{when(vendita.firmataIl, lang)}</dd>
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
                {formatDay(sale.lavoro.recesso.data, lang)} ·{' '}
                {t(`backoffice.sales.canali.${sale.lavoro.recesso.canale}`)}
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
      <ProposalGroups groups={view.groups} empty={t('backoffice.sales.page.not_given')} />
      <Part id="bo-sale-signature" title={t('backoffice.sales.page.signature')}>
        {view.signature.length ? (
          <FieldRows rows={view.signature} />
        ) : (
          <p>{t('backoffice.sales.page.not_signed')}</p>
        )}
      </Part>
      <Part id="bo-sale-offer" title={t('backoffice.sales.page.offer')}>
        {sale.offertaVista ? (
          <OfferSeen offer={sale.offertaVista} />
        ) : (
          <p>{t('backoffice.sales.page.offer_current', { name: offerName })}</p>
        )}
      </Part>
      <Part id="bo-sale-steps" title={t('backoffice.sales.page.steps')}>
        <ol>
          {sale.passi.map((s, i) => (
            <li key={`${s.step}-${i}`}>
              {t(`report.steps.${s.step}`, { defaultValue: s.step })} · {when(s.il, lang)}
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
        {(sale.contratto || sale.allegati.length > 0) && (
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
                {operator ? <a href={`${download}/allegati/${a.id}`}>{a.nome}</a> : a.nome} ·{' '}
                {word('backoffice.sales.page.file_kinds', a.categoria)}
                {a.tipoAllegato ? ` (${a.descrizione ?? a.tipoAllegato})` : ''}
              </li>
            ))}
          </ul>
        )}
        {!sale.contratto && !sale.allegati.length && <p>{none}</p>}
      </Part>
      <Part id="bo-sale-messages" title={t('backoffice.sales.page.messages')}>
        {sale.messaggi.length > 0 && (
          <ul>
            {sale.messaggi.map((m) => (
              <li key={m.id}>
                {when(m.createdAt, lang)} · {word('enums.canale_otp', m.canale)} ·{' '}
                {word('backoffice.sales.page.message_kinds', m.tipo)} · {m.destinatario} ·{' '}
                {t(`backoffice.sales.consegna.${m.consegna}`, { defaultValue: m.consegna })}
              </li>
            ))}
          </ul>
        )}
        {!sale.messaggi.length && <p>{none}</p>}
        <h4>{t('backoffice.sales.page.codes')}</h4>
        {sale.codici.length > 0 && (
          <ul>
            {sale.codici.map((c, i) => (
              <li key={i}>
                {when(c.createdAt, lang)} · {word('backoffice.sales.page.code_purposes', c.scopo)} ·{' '}
                {word('enums.canale_otp', c.canale)} · {c.destinazione} ·{' '}
                {c.usatoIl
                  ? t('backoffice.sales.page.code_used', { at: when(c.usatoIl, lang) })
                  : t('backoffice.sales.page.code_unused')}{' '}
                · {t('backoffice.sales.page.attempts', { count: c.tentativi })}
              </li>
            ))}
          </ul>
        )}
        {!sale.codici.length && <p>{none}</p>}
      </Part>
      <Part id="bo-sale-events" title={t('backoffice.sales.page.events')}>
        {sale.eventi.length > 0 && (
          <ul>
            {sale.eventi.map((e) => (
              <li key={e.id}>
                {when(e.il, lang)} · {word('backoffice.sales.page.event_types', e.type)} (
                <code>{e.type}</code> v{e.version}) · <code>{e.id}</code>
              </li>
            ))}
          </ul>
        )}
        {!sale.eventi.length && <p>{none}</p>}
      </Part>
      {/* the deliveries of its events to the retailer's systems (webhooks, docs/backoffice.md) */}
      <SaleDeliveries uuid={uuid} />
      <Part id="bo-sale-analytics" title={t('backoffice.sales.page.analytics')}>
        {sale.eventiAnalytics.length > 0 && (
          <ul>
            {sale.eventiAnalytics.map((e, i) => (
              <li key={i}>
                {when(e.il, lang)} · {word('backoffice.sales.page.analytics_events', e.nome)}
                {e.step ? ` · ${t(`report.steps.${e.step}`, { defaultValue: e.step })}` : ''}
              </li>
            ))}
          </ul>
        )}
        {!sale.eventiAnalytics.length && <p>{none}</p>}
      </Part>
    </section>
  );
}
