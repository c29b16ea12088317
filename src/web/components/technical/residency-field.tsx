import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../enum-label';
import { RadioGroup } from '../fields';

/** Residency at the supply address: asked on household (DOMESTICO) contracts only. */
export function ResidencyField({ name }: { name: string }) {
  const { t } = useTranslation();
  const options = useEnumOptions('residenza', ['true', 'false']);
  return (
    <RadioGroup
      name={name}
      legend={t('dati_tecnici.residente')}
      hint={t('dati_tecnici.residente_hint')}
      options={options}
      asBoolean
    />
  );
}
