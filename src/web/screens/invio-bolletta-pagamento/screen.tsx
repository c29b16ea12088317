import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MetodoPagamento, ModalitaInvioBolletta } from '../../../shared/domain';
import { METODI_PAGAMENTO, MODALITA_INVIO_BOLLETTA } from '../../../shared/domain';
import type { Proposta, PropostaDraft } from '../../../shared/schemas/proposta';
import { invioBollettaPagamentoSchema } from '../../../shared/schemas/steps-billing';
import { useEnumOptions } from '../../components/enum-label';
import { CheckboxField, RadioGroup, TextField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { useSaleSettled } from '../../components/use-sale-settled';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import { groupIban, groupIbanAsTyped } from '../metodo-pagamento/iban';
import paymentStyles from '../metodo-pagamento/screen.css?inline';
import screenStyles from './screen.css?inline';

export const styles = `${paymentStyles}\n${screenStyles}`;

type Persona = { nome: string; cognome: string; codiceFiscale: string };
type Values = {
  invioBolletta: { modalita?: ModalitaInvioBolletta; email: string };
  pagamento: { metodo?: MetodoPagamento; iban: string; intestatarioConto: Persona };
  /** the checkbox "the account holder is someone else"; never sent */
  altroIntestatario: boolean;
};

/** What is sent: the e-mail with EMAIL only, the IBAN with SDD only, the account holder when ticked. */
function toData({ invioBolletta: { modalita, email }, pagamento, altroIntestatario }: Values) {
  const { metodo, iban, intestatarioConto } = pagamento;
  return {
    invioBolletta: modalita === 'EMAIL' ? { modalita, email } : { modalita },
    pagamento:
      metodo === 'SDD' ? { metodo, iban, ...(altroIntestatario ? { intestatarioConto } : {}) } : { metodo },
  };
}

/** The draft keeps the e-mail typed even when paper is chosen, so switching back finds it. */
function toDraft(v: Values): PropostaDraft {
  return { invioBolletta: v.invioBolletta, pagamento: toData(v).pagamento } as PropostaDraft;
}

function defaultsOf(p: Proposta): Values {
  const holder = p.pagamento?.intestatarioConto;
  return {
    invioBolletta: {
      // paperless unless the customer chose otherwise: the holder's e-mail is known already
      modalita: p.invioBolletta?.modalita ?? 'EMAIL',
      email: p.invioBolletta?.email ?? p.intestatario.contatti?.email ?? '',
    },
    pagamento: {
      ...(p.pagamento?.metodo ? { metodo: p.pagamento.metodo } : {}),
      iban: groupIban(p.pagamento?.iban ?? ''),
      intestatarioConto: {
        nome: holder?.nome ?? '',
        cognome: holder?.cognome ?? '',
        codiceFiscale: holder?.codiceFiscale ?? '',
      },
    },
    altroIntestatario: Boolean(holder),
  };
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
  const { vendita, marchio } = useFunnel();
  const { form, submit, formError } = useStepForm<Values>({
    schema: invioBollettaPagamentoSchema,
    defaultValues: defaultsOf(vendita.proposta),
    toData,
    toDraft,
  });
  const modalita = form.watch('invioBolletta.modalita');
  const metodo = form.watch('pagamento.metodo');
  const altroIntestatario = form.watch('altroIntestatario');
  const modalitaOptions = useEnumOptions('modalita_invio_bolletta', MODALITA_INVIO_BOLLETTA);
  const metodoOptions = useEnumOptions('metodo_pagamento', METODI_PAGAMENTO);

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
          <RadioGroup
            name="invioBolletta.modalita"
            legend={t('modalita_invio_bolletta.modalita')}
            hint={t('modalita_invio_bolletta.intro')}
            options={modalitaOptions}
          />
          {modalita === 'EMAIL' ? (
            <TextField
              name="invioBolletta.email"
              type="email"
              label={t('modalita_invio_bolletta.email')}
              hint={t('modalita_invio_bolletta.email_hint')}
              autoComplete="email"
              maxLength={254}
            />
          ) : null}
          {modalita === 'CARTACEO' ? <p className="note">{t('modalita_invio_bolletta.paper_note')}</p> : null}
        </section>
        <section className="bill-payment__section" aria-labelledby="payment-title">
          <h2 id="payment-title" className="section-title">
            {t('invio_bolletta_pagamento.payment')}
          </h2>
          <RadioGroup name="pagamento.metodo" legend={t('metodo_pagamento.metodo')} options={metodoOptions} />
          {metodo === 'SDD' ? (
            <>
              <TextField
                name="pagamento.iban"
                label={t('metodo_pagamento.iban')}
                hint={t('metodo_pagamento.iban_hint')}
                onInput={groupIbanAsTyped}
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                maxLength={42}
                className="field__input iban-input"
              />
              <CheckboxField name="altroIntestatario" label={t('metodo_pagamento.other_holder')} />
              {altroIntestatario ? (
                <fieldset className="account-holder">
                  <legend className="section-title">{t('metodo_pagamento.holder_title')}</legend>
                  <p className="field__hint">{t('metodo_pagamento.holder_hint')}</p>
                  <div className="grid-2">
                    <TextField
                      name="pagamento.intestatarioConto.nome"
                      label={t('metodo_pagamento.holder_first_name')}
                    />
                    <TextField
                      name="pagamento.intestatarioConto.cognome"
                      label={t('metodo_pagamento.holder_last_name')}
                    />
                  </div>
                  <TextField
                    name="pagamento.intestatarioConto.codiceFiscale"
                    label={t('metodo_pagamento.holder_fiscal_code')}
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={20}
                  />
                </fieldset>
              ) : null}
              <p className="note">{t('metodo_pagamento.sepa_mandate', { creditor: marchio.nome })}</p>
            </>
          ) : null}
          {metodo === 'BOLLETTINO' ? <p className="note">{t('metodo_pagamento.bollettino_note')}</p> : null}
        </section>
      </StepLayout>
    </FormProvider>
  );
}
