import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { modalitaInvioBollettaSchema } from '../../../shared/schemas/steps-billing';
import { DeliveryFields } from '../../components/bill-delivery/delivery-fields';
import type { DeliveryValues } from '../../components/bill-delivery/delivery-values';
import {
  deliveryDefaults,
  deliveryToData,
  deliveryToDraft,
} from '../../components/bill-delivery/delivery-values';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import styles from './screen.css?inline';

export { styles };

export default function ModalitaInvioBollettaScreen() {
  const { t } = useTranslation();
  const { vendita } = useFunnel();
  const { form, submit, formError } = useStepForm<DeliveryValues>({
    schema: modalitaInvioBollettaSchema,
    defaultValues: deliveryDefaults(vendita.proposta),
    toData: deliveryToData,
    toDraft: deliveryToDraft,
  });

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('modalita_invio_bolletta.title')}
        intro={t('modalita_invio_bolletta.intro')}
        onSubmit={submit}
        formError={formError}
      >
        <DeliveryFields />
      </StepLayout>
    </FormProvider>
  );
}
