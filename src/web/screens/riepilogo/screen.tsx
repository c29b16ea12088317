import { useTranslation } from 'react-i18next';
import { emptyStepSchema } from '../../../shared/schemas/steps-common';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import { formatNumber, priceItems } from './format';
import { SummarySection } from './summary-section';
import { useSections } from './use-sections';
import styles from './screen.css?inline';

export { styles };

const PRICE_DIGITS: Record<string, [number, number]> = {
  energia: [3, 4],
  materia: [3, 4],
  quota_fissa: [2, 2],
};

/** The summary (domain.md): everything in the proposal, with a way back to each section's step. */
export default function RiepilogoScreen() {
  const { t, i18n } = useTranslation();
  const { vendita, offerta, edit, submitting, step } = useFunnel();
  const sections = useSections(vendita.proposta, step.contesto?.visitati ?? []);
  const { submit, formError } = useStepForm<Record<string, never>>({
    schema: emptyStepSchema,
    defaultValues: {},
  });

  const prices = priceItems(offerta.prezzi).map((p) => ({
    label: t('riepilogo.offer.price_label', {
      commodity: t(`riepilogo.offer.commodity.${p.commodity}`),
      kind: t(`riepilogo.offer.kind.${p.kind}`),
    }),
    value: t(`riepilogo.offer.unit.${p.kind}`, {
      amount: formatNumber(p.value, i18n.language, PRICE_DIGITS[p.kind]),
    }),
  }));

  return (
    <StepLayout
      title={t('riepilogo.title')}
      intro={<p>{t('riepilogo.intro')}</p>}
      onSubmit={submit}
      nextLabel={t('riepilogo.confirm')}
      formError={formError}
    >
      <section className="summary summary--offer" aria-labelledby="summary-offer">
        <p className="summary__kicker">{t('riepilogo.offer.kicker')}</p>
        <h2 id="summary-offer" className="summary__title">
          {offerta.nome}
        </h2>
        {offerta.descrizione ? <p className="summary__description">{offerta.descrizione}</p> : null}
        {prices.length ? (
          <dl className="summary__list">
            {prices.map((p) => (
              <div key={p.label} className="summary__row">
                <dt>{p.label}</dt>
                <dd>{p.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
      {sections.map((s) => (
        <SummarySection
          key={s.id}
          id={s.id}
          title={s.title}
          rows={s.rows}
          editLabel={s.editLabel}
          {...(s.step ? { onEdit: () => void edit(s.step!) } : {})}
          disabled={submitting}
        />
      ))}
    </StepLayout>
  );
}
