import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { tipiAnagraficaAmmessi, titoliAmmessi } from '../../../shared/rules';
import type { Proposta } from '../../../shared/schemas/proposta';
import { datiAnagraficiSchema } from '../../../shared/schemas/steps-holder';
import { useFunnel } from '../../shell/funnel-context';
import { useEnumOptions } from '../enum-label';
import { RadioGroup, SelectField, TextField } from '../fields';
import { StepLayout } from '../step-layout';
import { useSaleSettled } from '../use-sale-settled';
import { useStepForm } from '../use-step-form';
import { PersonFields } from './person-fields';

// The holder's data (spec 3 intestatario): a person or a company with its legal representative, the
// contacts and the title by which they occupy the property. datiAnagrafici asks them for the new
// holder of an activation or takeover, datiAnagraficiSubentrante for the transferee of a voltura.

type Persona = { nome?: string; cognome?: string; codiceFiscale?: string };
type Values = {
  intestatario: {
    anagrafica: Persona & {
      tipo: 'PF' | 'PG';
      ragioneSociale?: string;
      partitaIva?: string;
      legaleRappresentante?: Persona;
    };
    contatti: { email?: string; telefono?: string };
    titolo?: string;
  };
};

/** What is sent: only the fields of the holder type chosen. */
function toData(v: Values) {
  const a = v.intestatario.anagrafica;
  const anagrafica =
    a.tipo === 'PF'
      ? { tipo: 'PF', nome: a.nome, cognome: a.cognome, codiceFiscale: a.codiceFiscale }
      : {
          tipo: 'PG',
          ragioneSociale: a.ragioneSociale,
          partitaIva: a.partitaIva,
          codiceFiscale: a.codiceFiscale,
          legaleRappresentante: a.legaleRappresentante ?? {},
        };
  return { intestatario: { anagrafica, contatti: v.intestatario.contatti, titolo: v.intestatario.titolo } };
}

function defaultsOf(p: Proposta, tipi: string[]): Values {
  const a = p.intestatario.anagrafica ?? {};
  return {
    intestatario: {
      anagrafica: {
        tipo: (a.tipo && tipi.includes(a.tipo) ? a.tipo : tipi[0]) as 'PF' | 'PG',
        nome: a.nome ?? '',
        cognome: a.cognome ?? '',
        codiceFiscale: a.codiceFiscale ?? '',
        ragioneSociale: a.ragioneSociale ?? '',
        partitaIva: a.partitaIva ?? '',
        legaleRappresentante: {
          nome: a.legaleRappresentante?.nome ?? '',
          cognome: a.legaleRappresentante?.cognome ?? '',
          codiceFiscale: a.legaleRappresentante?.codiceFiscale ?? '',
        },
      },
      contatti: {
        email: p.intestatario.contatti?.email ?? '',
        telefono: p.intestatario.contatti?.telefono ?? '',
      },
      ...(p.intestatario.titolo ? { titolo: p.intestatario.titolo } : {}),
    },
  };
}

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
  const { form, submit, formError } = useStepForm<Values>({
    schema,
    defaultValues: defaultsOf(vendita.proposta, tipi),
    toData,
    toDraft: (v) => ({ intestatario: toData(v).intestatario as never }),
  });
  const tipo = form.watch('intestatario.anagrafica.tipo');
  const tipoOptions = useEnumOptions('tipo_anagrafica', tipi);
  // spec 5: the title types offered depend on the offer's contract type
  const titoli = useEnumOptions('titolo', titoliAmmessi(tipoContratto));

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
        <div className="grid-2">
          <TextField
            name="intestatario.contatti.email"
            type="email"
            label={t('dati_anagrafici.email')}
            autoComplete="email"
          />
          <TextField
            name="intestatario.contatti.telefono"
            type="tel"
            label={t('dati_anagrafici.phone')}
            hint={t('dati_anagrafici.phone_hint')}
            autoComplete="tel"
          />
        </div>
        <SelectField
          name="intestatario.titolo"
          label={t('dati_anagrafici.title_type')}
          hint={t('dati_anagrafici.title_type_hint')}
          options={titoli}
        />
      </StepLayout>
    </FormProvider>
  );
}
