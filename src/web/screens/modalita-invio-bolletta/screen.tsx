import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ModalitaInvioBolletta } from '../../../shared/domain';
import { MODALITA_INVIO_BOLLETTA } from '../../../shared/domain';
import type { Proposta, PropostaDraft } from '../../../shared/schemas/proposta';
import { modalitaInvioBollettaSchema } from '../../../shared/schemas/steps-billing';
import { useEnumOptions } from '../../components/enum-label';
import { RadioGroup, TextField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import styles from './screen.css?inline';

export { styles };

type Values = { invioBolletta: { modalita?: ModalitaInvioBolletta; email: string } };

/** What is sent: the e-mail only with EMAIL (the schema is strict). */
function toData({ invioBolletta: { modalita, email } }: Values) {
  return { invioBolletta: modalita === 'EMAIL' ? { modalita, email } : { modalita } };
}

/** The draft keeps the e-mail typed even when paper is chosen, so switching back finds it. */
function toDraft({ invioBolletta }: Values): PropostaDraft {
  return { invioBolletta };
}

function defaultsOf(p: Proposta): Values {
  return {
    invioBolletta: {
      // paperless unless the customer chose otherwise: the holder's e-mail is known already
      modalita: p.invioBolletta?.modalita ?? 'EMAIL',
      email: p.invioBolletta?.email ?? p.intestatario.contatti?.email ?? '',
    },
  };
}

export default function ModalitaInvioBollettaScreen() {
  const { t } = useTranslation();
  const { vendita } = useFunnel();
  const { form, submit, formError } = useStepForm<Values>({
    schema: modalitaInvioBollettaSchema,
    defaultValues: defaultsOf(vendita.proposta),
    toData,
    toDraft,
  });
  const modalita = form.watch('invioBolletta.modalita');
  const options = useEnumOptions('modalita_invio_bolletta', MODALITA_INVIO_BOLLETTA);

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('modalita_invio_bolletta.title')}
        intro={t('modalita_invio_bolletta.intro')}
        onSubmit={submit}
        formError={formError}
      >
        <RadioGroup
          name="invioBolletta.modalita"
          legend={t('modalita_invio_bolletta.modalita')}
          options={options}
        />
        {modalita === 'EMAIL' ? (
          <TextField
            name="invioBolletta.email"
            type="email"
            label={t('modalita_invio_bolletta.email')}
            hint={t('modalita_invio_bolletta.email_hint')}
            autoComplete="email"
            maxLength={254}
          />
        ) : null}
        {modalita === 'CARTACEO' ? <p className="note">{t('modalita_invio_bolletta.paper_note')}</p> : null}
      </StepLayout>
    </FormProvider>
  );
}
