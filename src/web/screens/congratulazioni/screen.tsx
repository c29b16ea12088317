import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONCLUDED_VISIBLE_MS } from '../../../shared/domain';
import { StepLayout } from '../../components/step-layout';
import { WEB_CONFIG } from '../../config';
import { useFunnel } from '../../shell/funnel-context';
import styles from './screen.css?inline';

export { styles };

/** The first block of the proposal's UUID: enough to quote it to customer service. */
function shortId(id: string): string {
  return id.split('-')[0]!.toUpperCase();
}

/**
 * True from `until` (ms since the epoch) on, re-rendering when it comes. The customer's clock decides:
 * a phone's is set by the network, and a wrong one only moves when the link gives way to the notice.
 */
function usePassed(until: number | null): boolean {
  const [passed, setPassed] = useState(() => until !== null && Date.now() >= until);
  useEffect(() => {
    if (until === null || passed) return;
    const timer = setTimeout(() => setPassed(true), until - Date.now());
    return () => clearTimeout(timer);
  }, [until, passed]);
  return passed;
}

/** The sale is signed (domain.md): what happens next, the right of withdrawal, the proposal's data. */
export default function CongratulazioniScreen() {
  const { t, i18n } = useTranslation();
  const { uuid, vendita, offerta, marchio } = useFunnel();
  const { proposta } = vendita;
  const email = proposta.intestatario.contatti?.email;
  const signedAt = proposta.firma?.firmataIl;
  const locale = i18n.language === 'it' ? 'it-IT' : 'en-GB';
  // the download answers while this screen does (api-contract.md: 404.1 ten minutes after signing)
  const linkUntil = signedAt ? Date.parse(signedAt) + CONCLUDED_VISIBLE_MS : null;
  const linkGone = usePassed(linkUntil);
  // Codice del consumo art. 3 and 52: the 14-day withdrawal protects consumers, i.e. household contracts
  const consumer = offerta.tipoContrattoOfferta === 'DOMESTICO';

  return (
    <StepLayout title={t('congratulazioni.title')} canGoBack={false} hideNext>
      <div className="success">
        <svg className="success__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" />
          <path d="M7 12.5l3.2 3.2L17.5 8.5" />
        </svg>
        <p className="success__text">
          {t('congratulazioni.thanks', { brand: marchio.nome, offer: offerta.nome })}
        </p>
      </div>

      <section aria-labelledby="next-steps">
        <h2 id="next-steps" className="section-title">
          {t('congratulazioni.next.title')}
        </h2>
        <ol className="next-steps">
          <li>
            {email ? t('congratulazioni.next.email', { email }) : t('congratulazioni.next.email_no_address')}
          </li>
          <li>{t('congratulazioni.next.supply')}</li>
          <li>{t('congratulazioni.next.nothing_to_do')}</li>
        </ol>
      </section>

      <section aria-labelledby="contract">
        <h2 id="contract" className="section-title">
          {t('congratulazioni.contract.title')}
        </h2>
        {linkGone ? (
          <p className="contract">
            {email ? t('congratulazioni.contract.expired') : t('congratulazioni.contract.expired_no_address')}
          </p>
        ) : (
          <>
            <p className="contract">
              {/* a plain link (the sale's uuid authorises it): the browser saves the PDF */}
              <a href={`${WEB_CONFIG.apiBase}/vendite/${uuid}/contratto`} download className="document-link">
                {t('congratulazioni.contract.download')}{' '}
                <span className="document-link__kind">({t('congratulazioni.contract.kind')})</span>
              </a>
            </p>
            {linkUntil ? (
              <p className="contract__until">
                {t('congratulazioni.contract.until', {
                  time: new Date(linkUntil).toLocaleTimeString(locale, {
                    hour: '2-digit',
                    minute: '2-digit',
                  }),
                })}
              </p>
            ) : null}
          </>
        )}
      </section>

      {consumer ? (
        <section aria-labelledby="withdrawal">
          <h2 id="withdrawal" className="section-title">
            {t('congratulazioni.withdrawal.title')}
          </h2>
          <p className="withdrawal">{t('congratulazioni.withdrawal.text')}</p>
        </section>
      ) : null}

      <section aria-labelledby="proposal-data">
        <h2 id="proposal-data" className="section-title">
          {t('congratulazioni.data.title')}
        </h2>
        <dl className="proposal-data">
          <div>
            <dt>{t('congratulazioni.data.number')}</dt>
            <dd className="proposal-data__number">{shortId(proposta.id)}</dd>
          </div>
          <div>
            <dt>{t('congratulazioni.data.offer')}</dt>
            <dd>{offerta.nome}</dd>
          </div>
          {signedAt ? (
            <div>
              <dt>{t('congratulazioni.data.signed_at')}</dt>
              <dd>
                {new Date(signedAt).toLocaleString(locale, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('congratulazioni.data.channel')}</dt>
            <dd>{vendita.canale}</dd>
          </div>
        </dl>
      </section>
    </StepLayout>
  );
}
