import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { METODI_PAGAMENTO } from '../../../shared/domain';
import { useFunnel } from '../../shell/funnel-context';
import { useEnumOptions } from '../enum-label';
import { CheckboxField, RadioGroup, TextField } from '../fields';
import { groupIbanAsTyped } from './iban';
import type { PaymentValues } from './payment-values';

/**
 * How the bills are paid: SEPA direct debit (the IBAN, and the account holder when it is someone
 * else) or a payment slip. Screens that show it add payment.css to their stylesheet.
 */
export function PaymentFields() {
  const { t } = useTranslation();
  const { marchio } = useFunnel();
  const metodo = useWatch<PaymentValues, 'pagamento.metodo'>({ name: 'pagamento.metodo' });
  const altroIntestatario = useWatch<PaymentValues, 'altroIntestatario'>({ name: 'altroIntestatario' });
  const options = useEnumOptions('metodo_pagamento', METODI_PAGAMENTO);

  return (
    <>
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
    </>
  );
}
