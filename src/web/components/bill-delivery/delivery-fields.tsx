import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MODALITA_INVIO_BOLLETTA } from '../../../shared/domain';
import { useEnumOptions } from '../enum-label';
import { RadioGroup, TextField } from '../fields';
import type { DeliveryValues } from './delivery-values';

/** How the bills are sent: by e-mail (to the address given) or on paper. */
export function DeliveryFields({ hint }: { hint?: ReactNode }) {
  const { t } = useTranslation();
  const modalita = useWatch<DeliveryValues, 'invioBolletta.modalita'>({ name: 'invioBolletta.modalita' });
  const options = useEnumOptions('modalita_invio_bolletta', MODALITA_INVIO_BOLLETTA);

  return (
    <>
      <RadioGroup
        name="invioBolletta.modalita"
        legend={t('modalita_invio_bolletta.modalita')}
        hint={hint}
        options={options}
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
    </>
  );
}
