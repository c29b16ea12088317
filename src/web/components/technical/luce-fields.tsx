import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { POTENZE_KW, TENSIONI } from '../../../shared/domain';
import { suggerisciTrifase, usiLuceAmmessi } from '../../../shared/rules';
import { useEnumOptions } from '../enum-label';
import { RadioGroup, SelectField, TextField } from '../fields';
import type { FieldHint } from './field-hint';
import { plainHint } from './field-hint';
import { ResidencyField } from './residency-field';

/**
 * The electricity supply's technical data: POD, committed power, voltage, use, residency. The point's
 * code is left out where it was given before (datiTecniciOperazione), power and voltage where the
 * operation keeps them (a product change). `hint` marks the values read from a bill (fast flow).
 */
export function LuceFields({
  index,
  tipoContratto,
  withCode = true,
  withPower = true,
  hint = plainHint,
}: {
  index: number;
  tipoContratto: TipoContratto;
  withCode?: boolean;
  withPower?: boolean;
  hint?: FieldHint;
}) {
  const { t, i18n } = useTranslation();
  const name = (field: string) => `forniture.${index}.${field}`;
  const potenza = useWatch({ name: name('potenzaImpegnataKw') }) as string | undefined;
  const tensione = useWatch({ name: name('tensione') }) as string | undefined;
  // spec 3 and 9: 0.5 to 20 kW by 0.5, written as the customer's language writes numbers ("4,5 kW")
  const potenze = useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language === 'it' ? 'it-IT' : 'en-GB', {
      maximumFractionDigits: 1,
    });
    return POTENZE_KW.map((kw) => ({ value: String(kw), label: `${format.format(kw)} kW` }));
  }, [i18n.language]);
  const tensioni = useEnumOptions('tensione', TENSIONI);
  // spec 5: the electricity uses the offer's contract type allows
  const usi = useEnumOptions('uso_luce', usiLuceAmmessi(tipoContratto));
  // domain.md: above 6 kW suggest TRIFASE
  const suggestTrifase =
    potenza !== undefined && suggerisciTrifase(Number(potenza)) && tensione !== 'TRIFASE';

  return (
    <>
      {withCode ? (
        <TextField
          name={name('pod')}
          label={t('dati_tecnici.pod')}
          hint={hint('pod', t('dati_tecnici.pod_hint'))}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
        />
      ) : null}
      {withPower ? (
        <>
          <SelectField
            name={name('potenzaImpegnataKw')}
            label={t('dati_tecnici.potenza')}
            hint={hint('potenzaImpegnataKw', t('dati_tecnici.potenza_hint'))}
            options={potenze}
          />
          {/* a polite live region, present before its text, so the suggestion is announced when it appears */}
          <div aria-live="polite" className="trifase-hint">
            {suggestTrifase ? <p className="note">{t('dati_tecnici.trifase_suggested')}</p> : null}
          </div>
          <RadioGroup
            name={name('tensione')}
            legend={t('dati_tecnici.tensione')}
            hint={hint('tensione', t('dati_tecnici.tensione_hint'))}
            options={tensioni}
          />
        </>
      ) : null}
      <SelectField name={name('usoLuce')} label={t('dati_tecnici.uso_luce')} options={usi} />
      {tipoContratto === 'DOMESTICO' ? <ResidencyField name={name('residente')} /> : null}
    </>
  );
}
