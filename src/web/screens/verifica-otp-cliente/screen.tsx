import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OtpSent } from '../../api/clients-api';
import { clientsApi } from '../../api/clients-api';
import { ApiError } from '../../api/http';
import { TextField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { useAlert } from '../../shell/alerts';
import { advanceFailure } from '../../shell/error-catalogue';
import { useFunnel } from '../../shell/funnel-context';
import { ResendClientCode } from './resend-client-code';
import styles from './screen.css?inline';

export { styles };

// domain.md verificaOtpCliente: entering the step sent a code to the contact on file of the customer
// found on ricercaCliente. Verify checks it (POST /clients/auth), which records the verified customer
// on the sale, then moves on with Next.

const otpSchema = z.object({
  otp: z
    .string()
    .trim()
    .min(1, { error: 'verifica_otp_cliente.errors.required' })
    .regex(/^\d{6}$/, { error: 'validation.otp' }),
});
type Values = z.infer<typeof otpSchema>;

/** api-contract.md: the errors of a code, each shown on the code field. */
const OTP_ERRORS: Record<string, string> = {
  'otp.invalid': 'verifica_otp_cliente.errors.invalid',
  'otp.expired': 'verifica_otp_cliente.errors.expired',
  'otp.locked': 'verifica_otp_cliente.errors.locked',
};

export default function VerificaOtpClienteScreen() {
  const { t, i18n } = useTranslation();
  const { step, vendita, next } = useFunnel();
  const showAlert = useAlert();
  const form = useForm<Values>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });
  const [sent, setSent] = useState<OtpSent | undefined>(step.contesto?.otp);
  const [verifying, setVerifying] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inFlight = useRef(false);
  // a code is good once: after it passed, a Next that failed is tried again without it
  const verified = useRef(false);

  function showFields(fields: Record<string, string>) {
    for (const [path, key] of Object.entries(fields)) {
      if (path === 'otp') form.setError('otp', { type: 'server', message: key }, { shouldFocus: true });
      else setFormError(t(key));
    }
  }

  /** Anything but a wrong, expired or locked code: spec 8's advance failure. */
  async function otherFailure(err: unknown) {
    const outcome = advanceFailure(err);
    if (outcome.kind === 'fields') showFields(outcome.fields);
    else if (outcome.kind !== 'log') await showAlert(outcome.alert);
  }

  async function verify({ otp }: Values) {
    // a double click, or Enter pressed twice, verifies once
    if (inFlight.current) return;
    inFlight.current = true;
    setVerifying(true);
    setFormError(null);
    try {
      if (!verified.current) {
        await clientsApi.auth(otp, vendita.proposta.id);
        verified.current = true;
      }
      const fields = await next({});
      if (fields) showFields(fields);
    } catch (err) {
      const key = err instanceof ApiError ? OTP_ERRORS[err.code] : undefined;
      if (key) form.setError('otp', { type: 'server', message: key }, { shouldFocus: true });
      else await otherFailure(err);
    } finally {
      inFlight.current = false;
      setVerifying(false);
    }
  }

  function onNewCode(otp: OtpSent) {
    setSent(otp);
    verified.current = false;
    form.setValue('otp', '');
    form.clearErrors('otp');
    form.setFocus('otp');
  }

  const until = sent
    ? new Date(sent.scadenza).toLocaleTimeString(i18n.language === 'it' ? 'it-IT' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;
  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('verifica_otp_cliente.title')}
        intro={
          <p>
            {sent
              ? t(
                  sent.canale === 'sms'
                    ? 'verifica_otp_cliente.intro_sms'
                    : 'verifica_otp_cliente.intro_email',
                  { destination: sent.destinazione },
                )
              : t('verifica_otp_cliente.intro_unknown')}{' '}
            {until ? t('verifica_otp_cliente.valid_until', { time: until }) : null}
          </p>
        }
        onSubmit={(e) => void form.handleSubmit(verify)(e)}
        nextLabel={t('verifica_otp_cliente.submit')}
        busy={verifying}
        formError={formError}
      >
        <TextField
          name="otp"
          label={t('verifica_otp_cliente.code_label')}
          hint={t('verifica_otp_cliente.code_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="field__input otp-input"
          spellCheck={false}
        />
        <ResendClientCode
          identificativo={step.contesto?.otp?.identificativo ?? ''}
          scadenza={sent?.scadenza}
          onSent={onNewCode}
          onFailure={otherFailure}
        />
        <p className="note">{t('verifica_otp_cliente.wrong_customer')}</p>
      </StepLayout>
    </FormProvider>
  );
}
