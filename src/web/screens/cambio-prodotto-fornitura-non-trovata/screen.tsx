import { useTranslation } from 'react-i18next';
import { StepLayout } from '../../components/step-layout';
import { codeLabelKey } from '../../components/supply-point';
import { useFunnel } from '../../shell/funnel-context';
import styles from '../../components/not-found.css?inline';

export { styles };

/**
 * domain.md cambioProdottoFornituraNonTrovata: the code the customer typed is not one of their own
 * supplies, and a product change moves only those. Back corrects the code.
 */
export default function CambioProdottoFornituraNonTrovataScreen() {
  const { t } = useTranslation();
  const { step, marchio, offerta } = useFunnel();
  const punti = (step.contesto?.puntiFornitura ?? []).filter((p) => p.pdp);

  return (
    <StepLayout title={t('cambio_prodotto_non_trovata.title')} hideNext>
      {punti.map((p) => (
        <p key={p.pdp} className="not-found__code">
          {t('cambio_prodotto_non_trovata.code_not_yours', {
            label: t(codeLabelKey(p.commodity)),
            code: p.pdp,
            brand: marchio.nome,
          })}
        </p>
      ))}
      <p>{t('cambio_prodotto_non_trovata.why', { brand: marchio.nome, offer: offerta.nome })}</p>
      <h2 className="section-title">{t('cambio_prodotto_non_trovata.what_now')}</h2>
      <ul className="not-found__steps">
        <li>{t('cambio_prodotto_non_trovata.check_bill', { brand: marchio.nome })}</li>
        <li>{t('cambio_prodotto_non_trovata.other_supplier', { brand: marchio.nome })}</li>
        <li>{t('cambio_prodotto_non_trovata.contact_us', { brand: marchio.nome })}</li>
      </ul>
      <p>
        <a href={marchio.sitoPubblico}>{t('cambio_prodotto_non_trovata.to_site', { brand: marchio.nome })}</a>
      </p>
    </StepLayout>
  );
}
