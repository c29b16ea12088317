import { useCallback, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { commoditiesOf } from '../../../shared/domain';
import { datiTecniciSchema } from '../../../shared/schemas/steps-supply';
import readStyles from '../../components/bill-readings.css?inline';
import { useAnyReading } from '../../components/bill-readings';
import { StepLayout } from '../../components/step-layout';
import { SupplySections } from '../../components/technical/supply-sections';
import technicalStyles from '../../components/technical/technical.css?inline';
import type { Values } from '../../components/technical/values';
import { defaultsOf, toData, toDraft } from '../../components/technical/values';
import { useSaleSettled } from '../../components/use-sale-settled';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';
import { GasReadFields, LuceReadFields } from './supply-fields';

export const styles = [technicalStyles, readStyles, screenStyles].join('\n');

/**
 * Fast flow (domain.md datiTecniciEstratti): datiTecnici's data (POD/PDR, power, voltage, uses,
 * residency) prefilled from the customer's bill, each value read marked with its confidence, and
 * what else the bill says (consumption, supplier) shown for information.
 */
export default function DatiTecniciEstrattiScreen() {
  // the proposal the bill filled arrives with the refetch after the move
  if (!useSaleSettled()) return null;
  return <ExtractedTechnicalForm />;
}

function ExtractedTechnicalForm() {
  const { t } = useTranslation();
  const { vendita, offerta } = useFunnel();
  const tipoContratto = offerta.tipoContrattoOfferta as TipoContratto;
  // dual offers (LUCE_GAS) carry two supplies, in this order (domain.md)
  const commodities = useMemo(() => commoditiesOf(offerta.tipo), [offerta.tipo]);
  const schema = useMemo(
    () => datiTecniciSchema({ tipoContratto, commodities }),
    [tipoContratto, commodities],
  );
  // spec 5 / steps.ts: residency is asked, and required, on DOMESTICO contracts only
  const askResidency = tipoContratto === 'DOMESTICO';
  const { form, submit, formError } = useStepForm<Values>({
    schema,
    defaultValues: defaultsOf(commodities, vendita.proposta.forniture),
    toData: (v) => toData(v, askResidency),
    toDraft: useCallback((v: Values) => toDraft(v, askResidency), [askResidency]),
  });
  const read = useAnyReading();
  const dual = commodities.length > 1;

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('dati_tecnici_estratti.title')}
        intro={t(
          read ? 'dati_tecnici_estratti.intro_read' : dual ? 'dati_tecnici.intro_dual' : 'dati_tecnici.intro',
        )}
        onSubmit={submit}
        formError={formError}
      >
        <SupplySections commodities={commodities}>
          {(commodity, index) =>
            commodity === 'LUCE' ? (
              <LuceReadFields index={index} tipoContratto={tipoContratto} />
            ) : (
              <GasReadFields index={index} tipoContratto={tipoContratto} />
            )
          }
        </SupplySections>
      </StepLayout>
    </FormProvider>
  );
}
