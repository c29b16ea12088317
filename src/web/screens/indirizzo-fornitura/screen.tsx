import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Indirizzo, PropostaDraft } from '../../../shared/schemas/proposta';
import { indirizzoFornituraSchema } from '../../../shared/schemas/steps-supply';
import type { ComuneSuggestion } from '../../api/lookups-api';
import { lookupsApi } from '../../api/lookups-api';
import { TextField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import { addressOfComune } from './comune-choice';
import { ComuneCombobox } from './comune-combobox';
import styles from './screen.css?inline';

export { styles };

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

type Values = { indirizzo: Required<Indirizzo> };

function defaultsOf(i: Indirizzo | undefined): Values {
  return {
    indirizzo: {
      toponimo: i?.toponimo ?? '',
      via: i?.via ?? '',
      civico: i?.civico ?? '',
      cap: i?.cap ?? '',
      comune: i?.comune ?? '',
      provincia: i?.provincia ?? '',
    },
  };
}

export default function IndirizzoFornituraScreen() {
  const { t } = useTranslation();
  const { vendita } = useFunnel();
  const forniture = vendita.proposta.forniture;
  const count = forniture.length;
  // the address is the same for every supply of the offer (the server applies it to each)
  const toDraft = useCallback(
    (v: Values): PropostaDraft => ({ forniture: Array.from({ length: count }, () => ({ ...v })) }),
    [count],
  );
  const { form, submit, formError } = useStepForm<Values>({
    schema: indirizzoFornituraSchema,
    defaultValues: defaultsOf(forniture[0]?.indirizzo),
    toDraft,
  });
  const [caps, setCaps] = useState<string[]>([]);
  // GET /funnels/caps (cached a day in the browser): an address where the brand does not sell is
  // announced as soon as its CAP is typed, not only after Next
  const served = useQuery({ queryKey: ['funnel-caps'], queryFn: lookupsApi.funnelCaps, staleTime: Infinity });
  const cap = form.watch('indirizzo.cap') ?? '';
  const notServed = /^\d{5}$/.test(cap) && !!served.data && !served.data.includes(cap);
  const toponimiId = useId();
  const capsId = useId();

  function onChoose(comune: ComuneSuggestion, typed: string) {
    const { provincia, cap } = addressOfComune(comune, form.getValues('indirizzo.cap'), typed);
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('indirizzo.provincia', provincia, opts);
    form.setValue('indirizzo.cap', cap, opts);
    form.clearErrors(['indirizzo.comune', 'indirizzo.provincia', 'indirizzo.cap']);
    setCaps(comune.cap.length > 1 ? comune.cap : []);
  }

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('indirizzo_fornitura.title')}
        intro={t(count > 1 ? 'indirizzo_fornitura.intro_dual' : 'indirizzo_fornitura.intro')}
        onSubmit={submit}
        formError={formError}
      >
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
      </StepLayout>
    </FormProvider>
  );
}
