import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MetodoPagamento } from '../../../shared/domain';
import { METODI_PAGAMENTO } from '../../../shared/domain';
import type { Proposta, PropostaDraft } from '../../../shared/schemas/proposta';
import { metodoPagamentoSchema } from '../../../shared/schemas/steps-billing';
import { useEnumOptions } from '../../components/enum-label';
import { CheckboxField, RadioGroup, TextField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import { groupIban, groupIbanAsTyped } from './iban';
import styles from './screen.css?inline';

export { styles };

type Persona = { nome: string; cognome: string; codiceFiscale: string };
type Values = {
  pagamento: { metodo?: MetodoPagamento; iban: string; intestatarioConto: Persona };
  /** the checkbox "the account holder is someone else"; never sent */
  altroIntestatario: boolean;
};

/** What is sent: the IBAN with SDD only, the account holder only when the box is ticked. */
function toData({ pagamento: { metodo, iban, intestatarioConto }, altroIntestatario }: Values) {
  if (metodo !== 'SDD') return { pagamento: { metodo } };
  return { pagamento: { metodo, iban, ...(altroIntestatario ? { intestatarioConto } : {}) } };
}

function toDraft(v: Values): PropostaDraft {
  return toData(v) as PropostaDraft;
}

function defaultsOf(p: Proposta): Values {
  const holder = p.pagamento?.intestatarioConto;
  return {
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

export default function MetodoPagamentoScreen() {
  const { t } = useTranslation();
  const { vendita, marchio } = useFunnel();
  const { form, submit, formError } = useStepForm<Values>({
    schema: metodoPagamentoSchema,
    defaultValues: defaultsOf(vendita.proposta),
    toData,
    toDraft,
  });
  const metodo = form.watch('pagamento.metodo');
  const altroIntestatario = form.watch('altroIntestatario');
  const options = useEnumOptions('metodo_pagamento', METODI_PAGAMENTO);

  return (
    <FormProvider {...form}>
      <StepLayout title={t('metodo_pagamento.title')} onSubmit={submit} formError={formError}>
        <RadioGroup name="pagamento.metodo" legend={t('metodo_pagamento.metodo')} options={options} />
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
      </StepLayout>
    </FormProvider>
  );
}
