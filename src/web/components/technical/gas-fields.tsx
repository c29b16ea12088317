import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { CATEGORIE_USO_GAS, PROFILI_SETTIMANALI } from '../../../shared/domain';
import { usiGasAmmessi } from '../../../shared/rules';
import { useEnumOptions } from '../enum-label';
import { RadioGroup, SelectField, TextField } from '../fields';
import type { FieldHint } from './field-hint';
import { plainHint } from './field-hint';
import { ResidencyField } from './residency-field';

/**
 * The gas supply's technical data: PDR, use, use category, weekly profile, residency; the PDR is left
 * out where it was given before (datiTecniciOperazione). `hint` marks the values read from a bill.
 */
export function GasFields({
  index,
  tipoContratto,
  withCode = true,
  hint = plainHint,
}: {
  index: number;
  tipoContratto: TipoContratto;
  withCode?: boolean;
  hint?: FieldHint;
}) {
  const { t } = useTranslation();
  const name = (field: string) => `forniture.${index}.${field}`;
  // spec 5: the gas uses the offer's contract type allows
  const usi = useEnumOptions('uso_gas', usiGasAmmessi(tipoContratto));
  const categorie = useEnumOptions('categoria_uso_gas', CATEGORIE_USO_GAS);
  const profili = useEnumOptions('profilo_settimanale', PROFILI_SETTIMANALI);

  return (
    <>
      {withCode ? (
        <TextField
          name={name('pdr')}
          label={t('dati_tecnici.pdr')}
          hint={hint('pdr', t('dati_tecnici.pdr_hint'))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
        />
      ) : null}
      <SelectField name={name('usoGas')} label={t('dati_tecnici.uso_gas')} options={usi} />
      <SelectField
        name={name('categoriaUsoGas')}
        label={t('dati_tecnici.categoria_uso_gas')}
        hint={hint('categoriaUsoGas', t('dati_tecnici.categoria_uso_gas_hint'))}
        options={categorie}
      />
      <RadioGroup
        name={name('profiloSettimanale')}
        legend={t('dati_tecnici.profilo_settimanale')}
        hint={t('dati_tecnici.profilo_settimanale_hint')}
        options={profili}
      />
      {tipoContratto === 'DOMESTICO' ? <ResidencyField name={name('residente')} /> : null}
    </>
  );
}
