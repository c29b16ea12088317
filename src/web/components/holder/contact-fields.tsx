import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { titoliAmmessi } from '../../../shared/rules';
import { useEnumOptions } from '../enum-label';
import { SelectField, TextField } from '../fields';

/** The holder's e-mail and phone, and the title by which they occupy the property. */
export function ContactFields({ tipoContratto }: { tipoContratto: TipoContratto }) {
  const { t } = useTranslation();
  // spec 5: the title types offered depend on the offer's contract type
  const titoli = useEnumOptions('titolo', titoliAmmessi(tipoContratto));
  return (
    <>
      <div className="grid-2">
        <TextField
          name="intestatario.contatti.email"
          type="email"
          label={t('dati_anagrafici.email')}
          autoComplete="email"
        />
        <TextField
          name="intestatario.contatti.telefono"
          type="tel"
          label={t('dati_anagrafici.phone')}
          hint={t('dati_anagrafici.phone_hint')}
          autoComplete="tel"
        />
      </div>
      <SelectField
        name="intestatario.titolo"
        label={t('dati_anagrafici.title_type')}
        hint={t('dati_anagrafici.title_type_hint')}
        options={titoli}
      />
    </>
  );
}
