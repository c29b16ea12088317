import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../fields';
import { BirthInfo } from './birth-info';

/** Name, surname and codice fiscale of a person (the holder, or a company's legal representative). */
export function PersonFields({ prefix, fiscalCodeHint }: { prefix: string; fiscalCodeHint?: string }) {
  const { t } = useTranslation();
  const cf = (useWatch({ name: `${prefix}.codiceFiscale` }) as string | undefined) ?? '';
  return (
    <>
      <div className="grid-2">
        <TextField
          name={`${prefix}.nome`}
          label={t('dati_anagrafici.first_name')}
          autoComplete="given-name"
        />
        <TextField
          name={`${prefix}.cognome`}
          label={t('dati_anagrafici.last_name')}
          autoComplete="family-name"
        />
      </div>
      <TextField
        name={`${prefix}.codiceFiscale`}
        label={t('dati_anagrafici.fiscal_code')}
        {...(fiscalCodeHint ? { hint: fiscalCodeHint } : {})}
        autoCapitalize="characters"
        maxLength={20}
        after={<BirthInfo cf={cf} />}
      />
    </>
  );
}
