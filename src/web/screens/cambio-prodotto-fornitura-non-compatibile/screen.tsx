import { useTranslation } from 'react-i18next';
import { commoditiesOf } from '../../../shared/domain';
import { StepLayout } from '../../components/step-layout';
import { codeLabelKey } from '../../components/supply-point';
import { useFunnel } from '../../shell/funnel-context';
import styles from './screen.css?inline';

export { styles };

/**
 * domain.md cambioProdottoFornituraNonCompatibile: the customer's supply does not fit the offer (its
 * commodity, or its contract type). The screen says what the offer takes; Back picks another supply.
 */
export default function CambioProdottoFornituraNonCompatibileScreen() {
  const { t } = useTranslation();
  const { step, marchio, offerta } = useFunnel();
  const punti = (step.contesto?.puntiFornitura ?? []).filter((p) => p.pdp);
  const dual = commoditiesOf(offerta.tipo).length > 1;
  const what = {
    offer: offerta.nome,
    commodity: t(`supply_point.commodity.${offerta.tipo.toLowerCase()}`),
    contract: t(`supply_point.contract.${offerta.tipoContrattoOfferta.toLowerCase()}`),
  };

  return (
    <StepLayout title={t('cambio_prodotto_non_compatibile.title')} hideNext>
      {punti.map((p) => (
        <p key={p.pdp} className="not-compatible__code">
          {t('cambio_prodotto_non_compatibile.code', { label: t(codeLabelKey(p.commodity)), code: p.pdp })}
        </p>
      ))}
      <p>{t('cambio_prodotto_non_compatibile.offer_takes', what)}</p>
      <p>
        {t(dual ? 'cambio_prodotto_non_compatibile.why_dual' : 'cambio_prodotto_non_compatibile.why', what)}
      </p>
      <h2 className="section-title">{t('cambio_prodotto_non_compatibile.what_now')}</h2>
      <ul className="not-compatible__steps">
        <li>{t('cambio_prodotto_non_compatibile.choose_other')}</li>
        <li>{t('cambio_prodotto_non_compatibile.contact_us', { brand: marchio.nome })}</li>
      </ul>
      <p>
        <a href={marchio.sitoPubblico}>
          {t('cambio_prodotto_non_compatibile.to_site', { brand: marchio.nome })}
        </a>
      </p>
    </StepLayout>
  );
}
