import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Indirizzo } from '../../../shared/schemas/proposta';
import type { ComuneSuggestion } from '../../api/lookups-api';
import { lookupsApi } from '../../api/lookups-api';
import { TextField } from '../fields';
import { addressOfComune } from './comune-choice';
import { ComuneCombobox } from './comune-combobox';

// The supply address as indirizzoFornitura asks it, in a form whose values hold it under `indirizzo`
// (the API's path): the street, the comune suggested as it is typed, its CAP and province. Screens
// that show it add address.css to their stylesheet.

// The usual street types (DUG); the field stays free text, since Italian addresses know many more.
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

export type AddressValues = { indirizzo: Required<Indirizzo> };

/** The form's address: the one saved, every part a string. */
export function addressDefaults(i: Indirizzo | undefined): Required<Indirizzo> {
  return {
    toponimo: i?.toponimo ?? '',
    via: i?.via ?? '',
    civico: i?.civico ?? '',
    cap: i?.cap ?? '',
    comune: i?.comune ?? '',
    provincia: i?.provincia ?? '',
  };
}

export function AddressFields() {
  const { t } = useTranslation();
  const form = useFormContext<AddressValues>();
  const [caps, setCaps] = useState<string[]>([]);
  // GET /funnels/caps (cached a day in the browser): an address where the brand does not sell is
  // announced as soon as its CAP is typed, not only after Next
  const served = useQuery({ queryKey: ['funnel-caps'], queryFn: lookupsApi.funnelCaps, staleTime: Infinity });
  const cap = useWatch({ control: form.control, name: 'indirizzo.cap' }) ?? '';
  const notServed = /^\d{5}$/.test(cap) && !!served.data && !served.data.includes(cap);
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
    <>
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
    </>
  );
}
