import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sceltaOperazioneSchema } from '../../../shared/schemas/steps-customer';
import choiceStyles from '../../components/choice-cards.css?inline';
import { ChoiceCards } from '../../components/choice-cards';
import { StepLayout } from '../../components/step-layout';
import pointStyles from '../../components/supply-point.css?inline';
import { PointDetails } from '../../components/supply-point';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = [choiceStyles, pointStyles, screenStyles].join('\n');

type Values = { operazione?: string };

const nameKey = (operazione: string) => `operazioni.name.${operazione.toLowerCase()}`;

/**
 * domain.md sceltaOperazione: the registry's state of the supply point contradicts the operation of
 * the link (a ceased point needs a takeover, one under another holder a transfer). The customer picks
 * the operation that fits; the sale continues in that operation's flow with what was entered.
 */
export default function SceltaOperazioneScreen() {
  const { t } = useTranslation();
  const { step, vendita, marchio } = useFunnel();
  const punti = step.contesto?.puntiFornitura ?? [];
  const possibili = step.contesto?.operazioniPossibili ?? [];
  const { form, submit, formError } = useStepForm<Values>({
    schema: sceltaOperazioneSchema,
    // one way on: it is chosen already, the customer confirms it with Next
    defaultValues: possibili.length === 1 ? { operazione: possibili[0] } : {},
  });
  const options = possibili.map((operazione) => ({
    value: operazione,
    title: t(nameKey(operazione)),
    details: <p>{t(`operazioni.description.${operazione.toLowerCase()}`, { brand: marchio.nome })}</p>,
  }));

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('scelta_operazione.title')}
        intro={t('scelta_operazione.intro', { operation: t(nameKey(vendita.operazioneCommerciale)) })}
        onSubmit={submit}
        formError={formError}
      >
        <section className="scelta__points" aria-labelledby="points-title">
          <h2 id="points-title" className="section-title">
            {t(punti.length > 1 ? 'scelta_operazione.points_title' : 'scelta_operazione.point_title')}
          </h2>
          {punti.map((punto) => (
            <PointDetails key={punto.pdp} punto={punto} />
          ))}
        </section>
        <ChoiceCards
          name="operazione"
          legend={t('scelta_operazione.question')}
          hint={t('scelta_operazione.hint')}
          options={options}
        />
      </StepLayout>
    </FormProvider>
  );
}
