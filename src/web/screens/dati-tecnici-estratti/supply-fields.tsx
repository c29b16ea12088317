import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { CATEGORIE_USO_GAS, POTENZE_KW, PROFILI_SETTIMANALI, TENSIONI } from '../../../shared/domain';
import { suggerisciTrifase, usiGasAmmessi } from '../../../shared/rules';
import { markedHint, tensioneReading, useReadings } from '../../components/bill-readings';
import { useEnumOptions } from '../../components/enum-label';
import { RadioGroup, SelectField, TextField } from '../../components/fields';
import { LuceFields } from '../../components/technical/luce-fields';
import { ResidencyField } from '../../components/technical/residency-field';
import type { FornituraValues } from '../../components/technical/values';
import { BillFacts } from './bill-facts';

// The technical fields of datiTecnici, the ones a bill prints marked with the read confidence. The
// shared LuceFields and GasFields take plain hints, so the fields read are laid out here and the rest
// (use, residency) come from LuceFields where it can leave the read ones out.

function useSupply(index: number): Partial<FornituraValues> {
  return (useWatch({ name: `forniture.${index}` }) ?? {}) as Partial<FornituraValues>;
}

export function LuceReadFields({ index, tipoContratto }: { index: number; tipoContratto: TipoContratto }) {
  const { t, i18n } = useTranslation();
  const read = useReadings('luce');
  const f = useSupply(index);
  const name = (field: keyof FornituraValues) => `forniture.${index}.${field}`;
  // spec 3 and 9: 0.5 to 20 kW by 0.5, as the customer's language writes numbers (as LuceFields)
  const potenze = useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language === 'it' ? 'it-IT' : 'en-GB', {
      maximumFractionDigits: 1,
    });
    return POTENZE_KW.map((kw) => ({ value: String(kw), label: `${format.format(kw)} kW` }));
  }, [i18n.language]);
  const tensioni = useEnumOptions('tensione', TENSIONI);
  // domain.md: above 6 kW suggest TRIFASE
  const suggestTrifase =
    f.potenzaImpegnataKw !== undefined &&
    suggerisciTrifase(Number(f.potenzaImpegnataKw)) &&
    f.tensione !== 'TRIFASE';

  return (
    <>
      <TextField
        name={name('pod')}
        label={t('dati_tecnici.pod')}
        hint={markedHint(read('pod'), f.pod, t('dati_tecnici.pod_hint'))}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
      />
      <SelectField
        name={name('potenzaImpegnataKw')}
        label={t('dati_tecnici.potenza')}
        hint={markedHint(read('potenzaImpegnataKw'), f.potenzaImpegnataKw, t('dati_tecnici.potenza_hint'))}
        options={potenze}
      />
      {/* a polite live region, present before its text, so the suggestion is announced when it appears */}
      <div aria-live="polite" className="trifase-hint">
        {suggestTrifase ? <p className="note">{t('dati_tecnici.trifase_suggested')}</p> : null}
      </div>
      <RadioGroup
        name={name('tensione')}
        legend={t('dati_tecnici.tensione')}
        hint={markedHint(tensioneReading(read('tensioneV')), f.tensione, t('dati_tecnici.tensione_hint'))}
        options={tensioni}
      />
      <LuceFields index={index} tipoContratto={tipoContratto} withCode={false} withPower={false} />
      <BillFacts tipo="luce" consumo="consumoAnnuoKwh" />
    </>
  );
}

export function GasReadFields({ index, tipoContratto }: { index: number; tipoContratto: TipoContratto }) {
  const { t } = useTranslation();
  const read = useReadings('gas');
  const f = useSupply(index);
  const name = (field: keyof FornituraValues) => `forniture.${index}.${field}`;
  // spec 5: the gas uses the offer's contract type allows
  const usi = useEnumOptions('uso_gas', usiGasAmmessi(tipoContratto));
  const categorie = useEnumOptions('categoria_uso_gas', CATEGORIE_USO_GAS);
  const profili = useEnumOptions('profilo_settimanale', PROFILI_SETTIMANALI);

  return (
    <>
      <TextField
        name={name('pdr')}
        label={t('dati_tecnici.pdr')}
        hint={markedHint(read('pdr'), f.pdr, t('dati_tecnici.pdr_hint'))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
      />
      <SelectField name={name('usoGas')} label={t('dati_tecnici.uso_gas')} options={usi} />
      <SelectField
        name={name('categoriaUsoGas')}
        label={t('dati_tecnici.categoria_uso_gas')}
        hint={markedHint(
          read('categoriaUsoGas'),
          f.categoriaUsoGas,
          t('dati_tecnici.categoria_uso_gas_hint'),
        )}
        options={categorie}
      />
      <RadioGroup
        name={name('profiloSettimanale')}
        legend={t('dati_tecnici.profilo_settimanale')}
        hint={t('dati_tecnici.profilo_settimanale_hint')}
        options={profili}
      />
      {tipoContratto === 'DOMESTICO' ? <ResidencyField name={name('residente')} /> : null}
      <BillFacts tipo="gas" consumo="consumoAnnuoSmc" />
    </>
  );
}
