import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StepLayout } from '../../components/step-layout';
import pointStyles from '../../components/supply-point.css?inline';
import { PointDetails } from '../../components/supply-point';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = `${pointStyles}\n${screenStyles}`;

/**
 * domain.md subentroFornituraAttiva: a takeover reactivates a ceased point, and this one is still
 * active. The screen says so and what fits instead; Next leads to the choice of the operation.
 */
export default function SubentroFornituraAttivaScreen() {
  const { t } = useTranslation();
  const { step, marchio, next } = useFunnel();
  const [formError, setFormError] = useState<string | null>(null);
  const punti = step.contesto?.puntiFornitura ?? [];
  const possibili = step.contesto?.operazioniPossibili ?? [];

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const fields = await next({});
    const first = fields ? Object.values(fields)[0] : undefined;
    if (first) setFormError(t(first));
  }

  return (
    <StepLayout
      title={t('subentro_fornitura_attiva.title')}
      intro={t('subentro_fornitura_attiva.intro')}
      onSubmit={(e) => void onSubmit(e)}
      nextLabel={t('subentro_fornitura_attiva.next')}
      formError={formError}
    >
      {punti.map((punto) => (
        <PointDetails key={punto.pdp} punto={punto} />
      ))}
      <section className="attiva__options" aria-labelledby="attiva-options">
        <h2 id="attiva-options" className="section-title">
          {t('subentro_fornitura_attiva.options_title')}
        </h2>
        <ul>
          {possibili.map((operazione) => (
            <li key={operazione}>
              <strong>{t(`operazioni.name.${operazione.toLowerCase()}`)}</strong>:{' '}
              {t(`subentro_fornitura_attiva.when.${operazione.toLowerCase()}`, { brand: marchio.nome })}
            </li>
          ))}
        </ul>
        <p>{t('subentro_fornitura_attiva.what_next')}</p>
      </section>
    </StepLayout>
  );
}
