import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { tipiAnagraficaAmmessi } from '../../../shared/rules';
import { datiAnagraficiSchema } from '../../../shared/schemas/steps-holder';
import { useFunnel } from '../../shell/funnel-context';
import { useEnumOptions } from '../enum-label';
import { RadioGroup, TextField } from '../fields';
import { StepLayout } from '../step-layout';
import { useSaleSettled } from '../use-sale-settled';
import { useStepForm } from '../use-step-form';
import { ContactFields } from './contact-fields';
import type { HolderValues } from './holder-values';
import { holderDefaults, holderToData } from './holder-values';
import { PersonFields } from './person-fields';

// The holder's data (spec 3 intestatario): a person or a company with its legal representative, the
// contacts and the title by which they occupy the property. datiAnagrafici asks them for the new
// holder of an activation or takeover, datiAnagraficiSubentrante for the transferee of a voltura.

/** The holder form under the step's title; it waits for the sale a previous step may have filled. */
export function HolderForm(props: { title: string; intro: ReactNode }) {
  // an existing customer's data, filled when they proved who they are, prefill the form
  if (!useSaleSettled()) return null;
  return <HolderFormFields {...props} />;
}

function HolderFormFields({ title, intro }: { title: string; intro: ReactNode }) {
  const { t } = useTranslation();
  const { vendita, offerta } = useFunnel();
  const tipoContratto = offerta.tipoContrattoOfferta as TipoContratto;
  const tipi = tipiAnagraficaAmmessi(tipoContratto);
  const schema = useMemo(() => datiAnagraficiSchema({ tipoContratto, commodities: [] }), [tipoContratto]);
  const { form, submit, formError } = useStepForm<HolderValues>({
    schema,
    defaultValues: holderDefaults(vendita.proposta, tipi),
    toData: holderToData,
    toDraft: (v) => ({ intestatario: holderToData(v).intestatario as never }),
  });
  const tipo = form.watch('intestatario.anagrafica.tipo');
  const tipoOptions = useEnumOptions('tipo_anagrafica', tipi);

  return (
    <FormProvider {...form}>
      <StepLayout title={title} intro={intro} onSubmit={submit} formError={formError}>
        {tipi.length > 1 ? (
          <RadioGroup
            name="intestatario.anagrafica.tipo"
            legend={t('dati_anagrafici.holder_type')}
            options={tipoOptions}
          />
        ) : null}
        {tipo === 'PG' ? (
          <>
            <TextField
              name="intestatario.anagrafica.ragioneSociale"
              label={t('dati_anagrafici.company_name')}
              autoComplete="organization"
            />
            <div className="grid-2">
              <TextField
                name="intestatario.anagrafica.partitaIva"
                label={t('dati_anagrafici.vat_number')}
                inputMode="numeric"
                maxLength={13}
              />
              <TextField
                name="intestatario.anagrafica.codiceFiscale"
                label={t('dati_anagrafici.company_fiscal_code')}
                hint={t('dati_anagrafici.company_fiscal_code_hint')}
                autoCapitalize="characters"
                maxLength={20}
              />
            </div>
            <h2 className="section-title">{t('dati_anagrafici.legal_representative')}</h2>
            <PersonFields prefix="intestatario.anagrafica.legaleRappresentante" />
          </>
        ) : (
          <PersonFields
            prefix="intestatario.anagrafica"
            fiscalCodeHint={t('dati_anagrafici.fiscal_code_hint')}
          />
        )}
        <ContactFields tipoContratto={tipoContratto} />
      </StepLayout>
    </FormProvider>
  );
}
