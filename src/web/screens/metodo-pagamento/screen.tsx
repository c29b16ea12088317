import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PropostaDraft } from '../../../shared/schemas/proposta';
import { metodoPagamentoSchema } from '../../../shared/schemas/steps-billing';
import paymentStyles from '../../components/payment/payment.css?inline';
import { PaymentFields } from '../../components/payment/payment-fields';
import type { PaymentValues } from '../../components/payment/payment-values';
import { paymentDefaults, paymentToData } from '../../components/payment/payment-values';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = `${paymentStyles}\n${screenStyles}`;

function toDraft(v: PaymentValues): PropostaDraft {
  return paymentToData(v) as PropostaDraft;
}

export default function MetodoPagamentoScreen() {
  const { t } = useTranslation();
  const { vendita } = useFunnel();
  const { form, submit, formError } = useStepForm<PaymentValues>({
    schema: metodoPagamentoSchema,
    defaultValues: paymentDefaults(vendita.proposta),
    toData: paymentToData,
    toDraft,
  });

  return (
    <FormProvider {...form}>
      <StepLayout title={t('metodo_pagamento.title')} onSubmit={submit} formError={formError}>
        <PaymentFields />
      </StepLayout>
    </FormProvider>
  );
}
