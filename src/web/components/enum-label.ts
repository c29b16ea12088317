import { useTranslation } from 'react-i18next';
import { valueKey } from '../../shared/text-key';
import type { Option } from './fields';

/** i18n key of an enumeration value: `enums.titolo.legale_rappresentante`. */
export function enumKey(group: string, value: string): string {
  return valueKey(`enums.${group}`, value);
}

/** Options for a select or radio group, labelled in the current language. */
export function useEnumOptions(group: string, values: readonly string[]): Option[] {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: t(enumKey(group, value)) }));
}
