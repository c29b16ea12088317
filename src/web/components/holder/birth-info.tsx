import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isValidCodiceFiscale, normalizeCodiceFiscale } from '../../../shared/validation/codice-fiscale';
import { lookupsApi } from '../../api/lookups-api';

/** The birth date and place a codice fiscale encodes, shown under the field once it is valid. */
export function BirthInfo({ cf }: { cf: string }) {
  const { t, i18n } = useTranslation();
  const code = normalizeCodiceFiscale(cf);
  const valid = code.length === 16 && isValidCodiceFiscale(code);
  const info = useQuery({
    queryKey: ['codice-fiscale', code],
    queryFn: () => lookupsApi.codiceFiscale(code),
    enabled: valid,
    staleTime: Infinity,
  });
  if (!valid || !info.data) return null;
  const date = new Date(`${info.data.dataNascita}T12:00:00Z`).toLocaleDateString(
    i18n.language === 'it' ? 'it-IT' : 'en-GB',
  );
  const place = info.data.luogoNascita.nome
    ? `${info.data.luogoNascita.nome}${info.data.luogoNascita.provincia ? ` (${info.data.luogoNascita.provincia})` : ''}`
    : t('dati_anagrafici.birth_place_unknown');
  return (
    <p className="note birth-info" aria-live="polite">
      {t(info.data.sesso === 'F' ? 'dati_anagrafici.born_f' : 'dati_anagrafici.born_m', { date, place })}
    </p>
  );
}
