import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampoBolletta } from '../../../shared/schemas/bills';
import type { Reading } from '../../components/bill-readings';
import { ReadMark, formatReading, readingLabel, useReadings } from '../../components/bill-readings';

/** What the supply's bill gave that the form does not ask: the yearly consumption, the supplier. */
export function BillFacts({
  tipo,
  consumo,
}: {
  tipo: 'luce' | 'gas';
  consumo: 'consumoAnnuoKwh' | 'consumoAnnuoSmc';
}) {
  const { t, i18n } = useTranslation();
  const read = useReadings(tipo);
  const id = useId();
  const facts = ([consumo, 'fornitore'] as const).flatMap((campo): [CampoBolletta, Reading][] => {
    const reading = read(campo);
    return reading ? [[campo, reading]] : [];
  });
  if (!facts.length) return null;
  return (
    <div className="bill-facts-box" role="group" aria-labelledby={id}>
      <p id={id} className="bill-facts__title">
        {t('dati_tecnici_estratti.facts_title')}
      </p>
      <dl className="bill-facts">
        {facts.map(([campo, reading]) => (
          <div key={campo} className="bill-facts__item">
            <dt>{readingLabel(campo, t)}</dt>
            <dd>
              {formatReading(campo, reading.valore, t, i18n.language)}{' '}
              <ReadMark confidenza={reading.confidenza} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="field__hint">{t('dati_tecnici_estratti.facts_note')}</p>
    </div>
  );
}
