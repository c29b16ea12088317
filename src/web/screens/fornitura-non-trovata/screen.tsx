import { useTranslation } from 'react-i18next';
import { StepLayout } from '../../components/step-layout';
import { codeLabelKey } from '../../components/supply-point';
import { useFunnel } from '../../shell/funnel-context';
import styles from '../../components/not-found.css?inline';

export { styles };

/**
 * domain.md fornituraNonTrovata: the POD / PDR given for a takeover or a transfer is not in the
 * national registry. Nothing follows; Back corrects the code, customer service helps otherwise.
 */
export default function FornituraNonTrovataScreen() {
  const { t } = useTranslation();
  const { step, marchio } = useFunnel();
  // the points the registry does not hold (on a dual offer the other one may be there)
  const missing = (step.contesto?.puntiFornitura ?? []).filter((p) => p.stato === null);

  return (
    <StepLayout title={t('fornitura_non_trovata.title')} hideNext>
      {missing.map((p) => (
        <p key={p.pdp} className="not-found__code">
          {t('fornitura_non_trovata.code_unknown', { label: t(codeLabelKey(p.commodity)), code: p.pdp })}
        </p>
      ))}
      <h2 className="section-title">{t('fornitura_non_trovata.what_now')}</h2>
      <ul className="not-found__steps">
        <li>{t('fornitura_non_trovata.check_bill')}</li>
        <li>{t('fornitura_non_trovata.new_connection')}</li>
        <li>{t('fornitura_non_trovata.contact_us', { brand: marchio.nome })}</li>
      </ul>
      <p>
        <a href={marchio.sitoPubblico}>{t('fornitura_non_trovata.to_site', { brand: marchio.nome })}</a>
      </p>
    </StepLayout>
  );
}
