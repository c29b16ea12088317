import { useCallback } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PropostaDraft } from '../../../shared/schemas/proposta';
import { indirizzoFornituraSchema } from '../../../shared/schemas/steps-supply';
import addressStyles from '../../components/address/address.css?inline';
import type { AddressValues } from '../../components/address/address-fields';
import { AddressFields, addressDefaults } from '../../components/address/address-fields';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = `${addressStyles}\n${screenStyles}`;

export default function IndirizzoFornituraScreen() {
  const { t } = useTranslation();
  const { vendita } = useFunnel();
  const forniture = vendita.proposta.forniture;
  const count = forniture.length;
  // the address is the same for every supply of the offer (the server applies it to each)
  const toDraft = useCallback(
    (v: AddressValues): PropostaDraft => ({ forniture: Array.from({ length: count }, () => ({ ...v })) }),
    [count],
  );
  const { form, submit, formError } = useStepForm<AddressValues>({
    schema: indirizzoFornituraSchema,
    defaultValues: { indirizzo: addressDefaults(forniture[0]?.indirizzo) },
    toDraft,
  });

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('indirizzo_fornitura.title')}
        intro={t(count > 1 ? 'indirizzo_fornitura.intro_dual' : 'indirizzo_fornitura.intro')}
        onSubmit={submit}
        formError={formError}
      >
        <AddressFields />
      </StepLayout>
    </FormProvider>
  );
}
