import { useTranslation } from 'react-i18next';
import holderStyles from '../../components/holder/holder.css?inline';
import { HolderForm } from '../../components/holder/holder-form';
import screenStyles from './screen.css?inline';

export const styles = `${holderStyles}\n${screenStyles}`;

/** The holder of a new activation or takeover (domain.md datiAnagrafici). */
export default function DatiAnagraficiScreen() {
  const { t } = useTranslation();
  return <HolderForm title={t('dati_anagrafici.title')} intro={t('dati_anagrafici.intro')} />;
}
