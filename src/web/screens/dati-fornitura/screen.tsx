import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Commodity, TipoContratto } from '../../../shared/domain';
import { commoditiesOf } from '../../../shared/domain';
import { datiFornituraSchema } from '../../../shared/schemas/steps-supply';
import { TextField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { SupplySections } from '../../components/technical/supply-sections';
import technicalStyles from '../../components/technical/technical.css?inline';
import { useSaleSettled } from '../../components/use-sale-settled';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = `${technicalStyles}\n${screenStyles}`;

type Values = { forniture: { commodity: Commodity; pod?: string; pdr?: string }[] };

/** Each supply's code only: the POD for electricity, the PDR for gas. */
function toData(v: Values) {
  return {
    forniture: v.forniture.map((f) =>
      f.commodity === 'LUCE'
        ? { commodity: f.commodity, pod: f.pod }
        : { commodity: f.commodity, pdr: f.pdr },
    ),
  };
}

/**
 * domain.md datiFornitura: the POD / PDR of each supply of the offer for a takeover, a transfer or a
 * product change of a supply not listed; Next looks them up (the registry, or the customer's own).
 */
export default function DatiFornituraScreen() {
  // on a product change the sale just learnt it asks for a supply not listed: wait for it
  if (!useSaleSettled()) return null;
  return <DatiFornituraForm />;
}

function DatiFornituraForm() {
  const { t } = useTranslation();
  const { vendita, offerta, marchio } = useFunnel();
  const operazione = vendita.operazioneCommerciale;
  const commodities = useMemo(() => commoditiesOf(offerta.tipo), [offerta.tipo]);
  const schema = useMemo(
    () =>
      datiFornituraSchema({
        tipoContratto: offerta.tipoContrattoOfferta as TipoContratto,
        commodities,
        operazione,
      }),
    [offerta.tipoContrattoOfferta, commodities, operazione],
  );
  const saved = vendita.proposta.forniture;
  const { form, submit, formError } = useStepForm<Values>({
    schema,
    defaultValues: {
      forniture: commodities.map((commodity) => {
        const f = saved.find((s) => s.commodity === commodity);
        return commodity === 'LUCE' ? { commodity, pod: f?.pod ?? '' } : { commodity, pdr: f?.pdr ?? '' };
      }),
    },
    toData,
  });
  const op = operazione.toLowerCase();

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t(`dati_fornitura.title.${op}`)}
        intro={t(`dati_fornitura.intro.${op}`, { brand: marchio.nome, offer: offerta.nome })}
        onSubmit={submit}
        formError={formError}
      >
        <SupplySections commodities={commodities}>
          {(commodity, index) =>
            commodity === 'LUCE' ? (
              <TextField
                name={`forniture.${index}.pod`}
                label={t('dati_tecnici.pod')}
                hint={t('dati_fornitura.pod_hint')}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
              />
            ) : (
              <TextField
                name={`forniture.${index}.pdr`}
                label={t('dati_tecnici.pdr')}
                hint={t('dati_fornitura.pdr_hint')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
              />
            )
          }
        </SupplySections>
        <p className="note">{t(`dati_fornitura.where.${op}`)}</p>
      </StepLayout>
    </FormProvider>
  );
}
