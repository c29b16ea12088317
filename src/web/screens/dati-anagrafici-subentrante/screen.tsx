import { useTranslation } from 'react-i18next';
import holderStyles from '../../components/holder/holder.css?inline';
import { HolderForm } from '../../components/holder/holder-form';
import { formatAddress } from '../../components/supply-point';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = `${holderStyles}\n${screenStyles}`;

/**
 * domain.md datiAnagraficiSubentrante: the transferee of a voltura, who becomes the holder of an
 * active supply. The same data as any holder; the server refuses the holder the point already has.
 */
export default function DatiAnagraficiSubentranteScreen() {
  const { t } = useTranslation();
  const { vendita } = useFunnel();
  const f = vendita.proposta.forniture[0];
  const code = f?.commodity === 'LUCE' ? f.pod : f?.pdr;
  const address = formatAddress(f?.indirizzo);
  return (
    <HolderForm
      title={t('dati_anagrafici_subentrante.title')}
      intro={
        <>
          <p>
            {code && address
              ? t('dati_anagrafici_subentrante.intro_supply', { code, address })
              : t('dati_anagrafici_subentrante.intro')}
          </p>
          <p>{t('dati_anagrafici_subentrante.who')}</p>
        </>
      }
    />
  );
}
