import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { funnelApi } from '../../api/funnel-api';
import { ApiError } from '../../api/http';
import { TextField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { useAlert } from '../../shell/alerts';
import { advanceFailure } from '../../shell/error-catalogue';
import { useFunnel } from '../../shell/funnel-context';
import { OfferDocuments } from '../../components/documents';
import { maskEmail } from './mask';
import { ResendCode } from './resend-code';
import styles from './screen.css?inline';

export { styles };

// Signing with the one-time code mailed when this step was entered (api-contract.md, verifica-otp).
// Signing is not Next: the code goes to verifica-otp, whose answer is the congratulazioni step.

const otpSchema = z.object({
  otp: z
    .string()
    .trim()
    .min(1, { error: 'validation.otp_required' })
    .regex(/^\d{6}$/, { error: 'validation.otp' }),
});
type Values = z.infer<typeof otpSchema>;

/** api-contract.md: the signing errors, each shown on the code field. */
const OTP_ERRORS: Record<string, string> = {
  'otp.invalid': 'firma.errors.invalid',
  'otp.expired': 'firma.errors.expired',
  'otp.locked': 'firma.errors.locked',
};

export default function FirmaScreen() {
  const { t } = useTranslation();
  const { uuid, step, vendita, offerta, marchio, showStep } = useFunnel();
  const showAlert = useAlert();
  const form = useForm<Values>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });
  const [verifying, setVerifying] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const email = vendita.proposta.intestatario.contatti?.email;

  /** Anything but a wrong, expired or locked code: spec 8's advance failure. */
  async function otherFailure(err: unknown) {
    const outcome = advanceFailure(err);
    if (outcome.kind === 'fields') {
      for (const [path, key] of Object.entries(outcome.fields)) {
        if (path === 'otp') form.setError('otp', { type: 'server', message: key }, { shouldFocus: true });
        else setFormError(t(key));
      }
      return;
    }
    if (outcome.kind === 'alert' || outcome.kind === 'reload') await showAlert(outcome.alert);
    if (outcome.kind === 'reload') {
      // the sale moved on elsewhere (signed in another tab): show where it stands now
      await funnelApi.step(uuid).then(showStep, (e: unknown) => console.warn('step not reloaded', e));
    }
  }

  async function sign({ otp }: Values) {
    // a double click, or Enter pressed twice, verifies once
    if (inFlight.current) return;
    inFlight.current = true;
    setVerifying(true);
    setFormError(null);
    try {
      showStep(await funnelApi.verifyOtp(uuid, otp));
    } catch (err) {
      const key = err instanceof ApiError ? OTP_ERRORS[err.code] : undefined;
      if (key) form.setError('otp', { type: 'server', message: key }, { shouldFocus: true });
      else await otherFailure(err);
    } finally {
      inFlight.current = false;
      setVerifying(false);
    }
  }

  function onNewCode() {
    form.setValue('otp', '');
    form.clearErrors('otp');
    form.setFocus('otp');
  }

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('firma.title')}
        intro={
          <p>
            {email ? t('firma.intro', { email: maskEmail(email) }) : t('firma.intro_no_email')}{' '}
            {t('firma.spam_hint')}
          </p>
        }
        onSubmit={(e) => void form.handleSubmit(sign)(e)}
        nextLabel={t('firma.submit')}
        busy={verifying}
        formError={formError}
      >
        <OfferDocuments files={step.files} title={t('firma.documents.title')} />
        <TextField
          name="otp"
          label={t('firma.code_label')}
          hint={t('firma.code_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="field__input otp-input"
          spellCheck={false}
        />
        <ResendCode onSent={onNewCode} onFailure={otherFailure} />
        <p className="note">{t('firma.consent', { offer: offerta.nome, brand: marchio.nome })}</p>
      </StepLayout>
    </FormProvider>
  );
}
