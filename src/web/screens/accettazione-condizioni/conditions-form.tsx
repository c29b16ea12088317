import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Condizione } from '../../../shared/schemas/api';
import { accettazioneCondizioniSchema } from '../../../shared/schemas/steps-common';
import { CheckboxField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import { DocumentLink, OfferDocuments } from '../../components/documents';

// Form names are `condizioni.<CODE>`, the paths of the server's field errors
// (`condizioni.PRIVACY: validation.consent_required`), so a refusal lands on its checkbox.
type Values = { condizioni: Record<string, boolean> };

export function ConditionsForm({ conditions }: { conditions: Condizione[] }) {
  const { t } = useTranslation();
  const { step } = useFunnel();

  // the server checks the mandatory ones too; checking here spares a round trip
  const schema = useMemo(
    () =>
      accettazioneCondizioniSchema.superRefine((value, ctx) => {
        for (const c of conditions) {
          if (c.obbligatoria && value.condizioni?.[c.codice] !== true) {
            ctx.addIssue({
              code: 'custom',
              path: ['condizioni', c.codice],
              message: 'validation.consent_required',
            });
          }
        }
      }),
    [conditions],
  );
  const { form, submit, formError } = useStepForm<Values>({
    schema,
    // nothing pre-ticked unless already accepted in the current version (the server says which)
    defaultValues: { condizioni: Object.fromEntries(conditions.map((c) => [c.codice, c.accettata])) },
    toData: (v) => ({
      condizioni: Object.fromEntries(conditions.map((c) => [c.codice, v.condizioni?.[c.codice] === true])),
    }),
  });

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('accettazione_condizioni.title')}
        intro={<p>{t('accettazione_condizioni.intro')}</p>}
        onSubmit={submit}
        formError={formError}
      >
        <fieldset className="conditions">
          <legend className="field__label">{t('accettazione_condizioni.legend')}</legend>
          {conditions.map((c) => (
            <CheckboxField
              key={c.codice}
              name={`condizioni.${c.codice}`}
              label={
                <>
                  {c.testo}{' '}
                  <span className={c.obbligatoria ? 'condition__need--required' : 'condition__need'}>
                    (
                    {t(
                      c.obbligatoria
                        ? 'accettazione_condizioni.required'
                        : 'accettazione_condizioni.optional',
                    )}
                    )
                  </span>
                </>
              }
              hint={c.documento ? <DocumentLink doc={c.documento} /> : undefined}
            />
          ))}
        </fieldset>
        <OfferDocuments files={step.files} />
      </StepLayout>
    </FormProvider>
  );
}
