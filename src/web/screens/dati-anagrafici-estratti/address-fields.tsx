import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IndirizzoBolletta } from '../../../shared/schemas/bills';
import type { Indirizzo } from '../../../shared/schemas/proposta';
import type { ComuneSuggestion } from '../../api/lookups-api';
import { lookupsApi } from '../../api/lookups-api';
import { ReadMark, sameAsRead, useReadings } from '../../components/bill-readings';
import { TextField } from '../../components/fields';
import { addressOfComune } from '../indirizzo-fornitura/comune-choice';
import { ComuneCombobox } from '../indirizzo-fornitura/comune-combobox';
import type { Values } from './values';

// The usual street types, as indirizzo-fornitura offers them (its list is not exported); the field
// stays free text.
const TOPONIMI = [
  'Via',
  'Viale',
  'Piazza',
  'Piazzale',
  'Corso',
  'Largo',
  'Vicolo',
  'Strada',
  'Località',
  'Contrada',
  'Frazione',
  'Borgo',
  'Salita',
  'Lungomare',
  'Circonvallazione',
  'Traversa',
  'Calle',
  'Fondamenta',
];

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

/** The supply address as indirizzoFornitura asks it: the comune suggested, the CAPs where we sell. */
export function AddressFields({ dual }: { dual: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<Values>();
  const reading = useReadings()('indirizzoFornitura');
  const indirizzo = useWatch({ control: form.control, name: 'indirizzo' });
  const [caps, setCaps] = useState<string[]>([]);
  // GET /funnels/caps: an address where the brand does not sell is announced as its CAP is typed
  const served = useQuery({ queryKey: ['funnel-caps'], queryFn: lookupsApi.funnelCaps, staleTime: Infinity });
  const cap = indirizzo?.cap ?? '';
  const notServed = /^\d{5}$/.test(cap) && !!served.data && !served.data.includes(cap);
  const marked = reading && stillRead(reading.valore as IndirizzoBolletta, indirizzo);
  const markId = useId();
  const toponimiId = useId();
  const capsId = useId();

  function onChoose(comune: ComuneSuggestion, typed: string) {
    const place = addressOfComune(comune, form.getValues('indirizzo.cap'), typed);
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('indirizzo.provincia', place.provincia, opts);
    form.setValue('indirizzo.cap', place.cap, opts);
    form.clearErrors(['indirizzo.comune', 'indirizzo.provincia', 'indirizzo.cap']);
    setCaps(comune.cap.length > 1 ? comune.cap : []);
  }

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
      <div className="address-street">
        <TextField
          name="indirizzo.toponimo"
          label={t('indirizzo_fornitura.toponimo')}
          hint={t('indirizzo_fornitura.toponimo_hint')}
          list={toponimiId}
          maxLength={20}
          autoCapitalize="words"
          after={
            <datalist id={toponimiId}>
              {TOPONIMI.map((v) => (
                <option key={v} value={v} />
              ))}
            </datalist>
          }
        />
        <TextField
          name="indirizzo.via"
          label={t('indirizzo_fornitura.via')}
          hint={t('indirizzo_fornitura.via_hint')}
          maxLength={120}
          autoCapitalize="words"
        />
        <TextField
          name="indirizzo.civico"
          label={t('indirizzo_fornitura.civico')}
          hint={t('indirizzo_fornitura.civico_hint')}
          maxLength={20}
        />
      </div>
      <ComuneCombobox
        name="indirizzo.comune"
        label={t('indirizzo_fornitura.comune')}
        hint={t('indirizzo_fornitura.comune_hint')}
        onChoose={onChoose}
      />
      <div className="address-place">
        <TextField
          name="indirizzo.cap"
          label={t('indirizzo_fornitura.cap')}
          hint={caps.length > 1 ? t('indirizzo_fornitura.cap_several') : undefined}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          list={caps.length > 1 ? capsId : undefined}
          after={
            <>
              {caps.length > 1 ? (
                <datalist id={capsId}>
                  {caps.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              ) : null}
              <p className="note" role="status">
                {notServed ? t('validation.cap_not_served') : null}
              </p>
            </>
          }
        />
        <TextField
          name="indirizzo.provincia"
          label={t('indirizzo_fornitura.provincia')}
          hint={t('indirizzo_fornitura.provincia_hint')}
          maxLength={2}
          autoCapitalize="characters"
          className="field__input address-place__province"
        />
      </div>
    </fieldset>
  );
}
