import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IndirizzoBolletta } from '../../../shared/schemas/bills';
import type { Indirizzo } from '../../../shared/schemas/proposta';
import { AddressFields } from '../../components/address/address-fields';
import { ReadMark, sameAsRead, useReadings } from '../../components/bill-readings';
import type { Values } from './values';

/**
 * The bill reads the address as one value with one confidence: the mark describes the whole group,
 * while no part read has been replaced by another value (a part the server could not take, an
 * invalid CAP, is empty and left for the customer to write).
 */
function stillRead(read: IndirizzoBolletta, current: Partial<Indirizzo> | undefined): boolean {
  const parts = (Object.entries(read) as [keyof IndirizzoBolletta, string | undefined][]).filter(
    ([, v]) => !!v,
  );
  const now = (k: keyof IndirizzoBolletta) => current?.[k] ?? '';
  return (
    parts.some(([k, v]) => sameAsRead(v, now(k))) &&
    parts.every(([k, v]) => sameAsRead(v, now(k)) || !now(k).trim())
  );
}

/** The supply address as indirizzoFornitura asks it, marked while it is the one read from the bill. */
export function ExtractedAddressFields({ dual }: { dual: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<Values>();
  const reading = useReadings()('indirizzoFornitura');
  const indirizzo = useWatch({ control: form.control, name: 'indirizzo' });
  const marked = reading && stillRead(reading.valore as IndirizzoBolletta, indirizzo);
  const markId = useId();

  return (
    <fieldset className="extracted-section extracted-address" aria-describedby={marked ? markId : undefined}>
      <legend>
        <h2 className="section-title">
          {t(dual ? 'dati_anagrafici_estratti.address_dual' : 'dati_anagrafici_estratti.address')}
        </h2>
      </legend>
      {marked ? (
        <p id={markId} className="field__hint">
          <ReadMark confidenza={reading.confidenza} />
        </p>
      ) : null}
      <AddressFields />
    </fieldset>
  );
}
