import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Proposta, PropostaDraft } from '../../../shared/schemas/proposta';
import { invioBollettaPagamentoSchema } from '../../../shared/schemas/steps-billing';
import { DeliveryFields } from '../../components/bill-delivery/delivery-fields';
import type { DeliveryValues } from '../../components/bill-delivery/delivery-values';
import {
  deliveryDefaults,
  deliveryToData,
  deliveryToDraft,
} from '../../components/bill-delivery/delivery-values';
import paymentStyles from '../../components/payment/payment.css?inline';
import { PaymentFields } from '../../components/payment/payment-fields';
import type { PaymentValues } from '../../components/payment/payment-values';
import { paymentDefaults, paymentToData } from '../../components/payment/payment-values';
import { StepLayout } from '../../components/step-layout';
import { useSaleSettled } from '../../components/use-sale-settled';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = `${paymentStyles}\n${screenStyles}`;

type Values = DeliveryValues & PaymentValues;

/** What is sent: the e-mail with EMAIL only, the IBAN with SDD only, the account holder when ticked. */
function toData(v: Values) {
  return { ...deliveryToData(v), ...paymentToData(v) };
}

/** The draft keeps the e-mail typed even when paper is chosen, so switching back finds it. */
function toDraft(v: Values): PropostaDraft {
  return { ...deliveryToDraft(v), ...paymentToData(v) } as PropostaDraft;
}

function defaultsOf(p: Proposta): Values {
  return { ...deliveryDefaults(p), ...paymentDefaults(p) };
}

/**
 * Fast flow (domain.md invioBollettaPagamento): how the bill is sent (modalitaInvioBolletta) and how
 * it is paid (metodoPagamento), on one screen.
 */
export default function InvioBollettaPagamentoScreen() {
  // the holder's e-mail, given on the previous screen, arrives with the refetch after the move
  if (!useSaleSettled()) return null;
  return <BillAndPaymentForm />;
}

function BillAndPaymentForm() {
  const { t } = useTranslation();
  const { vendita } = useFunnel();
  const { form, submit, formError } = useStepForm<Values>({
    schema: invioBollettaPagamentoSchema,
    defaultValues: defaultsOf(vendita.proposta),
    toData,
    toDraft,
  });

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('invio_bolletta_pagamento.title')}
        intro={t('invio_bolletta_pagamento.intro')}
        onSubmit={submit}
        formError={formError}
      >
        <section className="bill-payment__section" aria-labelledby="bill-delivery-title">
          <h2 id="bill-delivery-title" className="section-title">
            {t('invio_bolletta_pagamento.delivery')}
          </h2>
          <DeliveryFields hint={t('modalita_invio_bolletta.intro')} />
        </section>
        <section className="bill-payment__section" aria-labelledby="payment-title">
          <h2 id="payment-title" className="section-title">
            {t('invio_bolletta_pagamento.payment')}
          </h2>
          <PaymentFields />
        </section>
      </StepLayout>
    </FormProvider>
  );
}
