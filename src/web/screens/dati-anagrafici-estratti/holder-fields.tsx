import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { markedHint, useReadings } from '../../components/bill-readings';
import { useEnumOptions } from '../../components/enum-label';
import { RadioGroup, TextField } from '../../components/fields';
import { BirthInfo } from '../../components/holder/birth-info';
import { ContactFields } from '../../components/holder/contact-fields';
import { PersonFields } from '../../components/holder/person-fields';
import type { Values } from './values';

type Anagrafica = Values['intestatario']['anagrafica'];

/**
 * The holder as datiAnagrafici asks it, each value read from the bill marked with the engine's
 * confidence (bill-readings.tsx). A bill names no legal representative: that part is the plain one.
 */
export function HolderFields({ tipi, tipoContratto }: { tipi: string[]; tipoContratto: TipoContratto }) {
  const { t } = useTranslation();
  const read = useReadings();
  const a = (useWatch({ name: 'intestatario.anagrafica' }) ?? {}) as Partial<Anagrafica>;
  const tipoOptions = useEnumOptions('tipo_anagrafica', tipi);
  const field = (name: keyof Anagrafica) => `intestatario.anagrafica.${name}`;

  return (
    <section className="extracted-section" aria-labelledby="holder-title">
      <h2 id="holder-title" className="section-title">
        {t('dati_anagrafici_estratti.holder')}
      </h2>
      {tipi.length > 1 ? (
        <RadioGroup
          name={field('tipo')}
          legend={t('dati_anagrafici.holder_type')}
          options={tipoOptions}
          hint={markedHint(read('tipoIntestatario'), a.tipo)}
        />
      ) : null}
      {a.tipo === 'PG' ? (
        <>
          <TextField
            name={field('ragioneSociale')}
            label={t('dati_anagrafici.company_name')}
            hint={markedHint(read('ragioneSociale'), a.ragioneSociale)}
            autoComplete="organization"
          />
          <div className="grid-2">
            <TextField
              name={field('partitaIva')}
              label={t('dati_anagrafici.vat_number')}
              hint={markedHint(read('partitaIva'), a.partitaIva)}
              inputMode="numeric"
              maxLength={13}
            />
            <TextField
              name={field('codiceFiscale')}
              label={t('dati_anagrafici.company_fiscal_code')}
              // a company's codice fiscale is most often its partita IVA: the server takes that one
              hint={markedHint(
                read('codiceFiscale') ?? read('partitaIva'),
                a.codiceFiscale,
                t('dati_anagrafici.company_fiscal_code_hint'),
              )}
              autoCapitalize="characters"
              maxLength={20}
            />
          </div>
          <h3 className="section-title">{t('dati_anagrafici.legal_representative')}</h3>
          <PersonFields prefix="intestatario.anagrafica.legaleRappresentante" />
        </>
      ) : (
        <>
          <div className="grid-2">
            <TextField
              name={field('nome')}
              label={t('dati_anagrafici.first_name')}
              hint={markedHint(read('nome'), a.nome)}
              autoComplete="given-name"
            />
            <TextField
              name={field('cognome')}
              label={t('dati_anagrafici.last_name')}
              hint={markedHint(read('cognome'), a.cognome)}
              autoComplete="family-name"
            />
          </div>
          <TextField
            name={field('codiceFiscale')}
            label={t('dati_anagrafici.fiscal_code')}
            hint={markedHint(read('codiceFiscale'), a.codiceFiscale, t('dati_anagrafici.fiscal_code_hint'))}
            autoCapitalize="characters"
            maxLength={20}
            after={<BirthInfo cf={a.codiceFiscale ?? ''} />}
          />
        </>
      )}
      <ContactFields tipoContratto={tipoContratto} />
    </section>
  );
}
