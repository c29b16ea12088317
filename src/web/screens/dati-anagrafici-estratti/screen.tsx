import { useCallback, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { commoditiesOf } from '../../../shared/domain';
import { tipiAnagraficaAmmessi } from '../../../shared/rules';
import { datiAnagraficiEstrattiSchema } from '../../../shared/schemas/steps-holder';
import addressStyles from '../../components/address/address.css?inline';
import ignoredStyles from '../../components/bill-ignored.css?inline';
import { IgnoredReadings } from '../../components/bill-ignored';
import readStyles from '../../components/bill-readings.css?inline';
import { useAnyReading } from '../../components/bill-readings';
import holderStyles from '../../components/holder/holder.css?inline';
import { StepLayout } from '../../components/step-layout';
import { useSaleSettled } from '../../components/use-sale-settled';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import { ExtractedAddressFields } from './address-fields';
import { HolderFields } from './holder-fields';
import screenStyles from './screen.css?inline';
import type { Values } from './values';
import { defaultsOf, toData, toDraft } from './values';

export const styles = [holderStyles, addressStyles, readStyles, ignoredStyles, screenStyles].join('\n');

/**
 * Fast flow (domain.md datiAnagraficiEstratti): the holder and the supply address read from the
 * customer's bill, on one screen, for the customer to confirm or correct value by value.
 */
export default function DatiAnagraficiEstrattiScreen() {
  // the proposal the bill filled (POST /clients/populate) arrives with the refetch after the move
  if (!useSaleSettled()) return null;
  return <ExtractedHolderForm />;
}

function ExtractedHolderForm() {
  const { t } = useTranslation();
  const { vendita, offerta } = useFunnel();
  const tipoContratto = offerta.tipoContrattoOfferta as TipoContratto;
  const tipi = tipiAnagraficaAmmessi(tipoContratto);
  const commodities = useMemo(() => commoditiesOf(offerta.tipo), [offerta.tipo]);
  const schema = useMemo(
    () => datiAnagraficiEstrattiSchema({ tipoContratto, commodities }),
    [tipoContratto, commodities],
  );
  const supplies = vendita.proposta.forniture.length;
  const { form, submit, formError } = useStepForm<Values>({
    schema,
    defaultValues: defaultsOf(vendita.proposta, tipi),
    toData,
    toDraft: useCallback((v: Values) => toDraft(v, supplies), [supplies]),
  });
  const read = useAnyReading();

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('dati_anagrafici_estratti.title')}
        intro={t(read ? 'dati_anagrafici_estratti.intro_read' : 'dati_anagrafici_estratti.intro')}
        onSubmit={submit}
        formError={formError}
      >
        {/* the values of the bill that could not be used, right after "Usa questi dati" */}
        <IgnoredReadings />
        <HolderFields tipi={tipi} tipoContratto={tipoContratto} />
        <ExtractedAddressFields dual={supplies > 1} />
      </StepLayout>
    </FormProvider>
  );
}
