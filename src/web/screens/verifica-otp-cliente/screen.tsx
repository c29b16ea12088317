import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpSent } from '../../../shared/schemas/api';
import { clientsApi } from '../../api/clients-api';
import { ApiError } from '../../api/http';
import codeStyles from '../../components/code-entry/code-entry.css?inline';
import { CodeEntryStep } from '../../components/code-entry/code-entry-step';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = `${codeStyles}\n${screenStyles}`;

// domain.md verificaOtpCliente: entering the step sent a code to the contact on file of the customer
// found on ricercaCliente. Verify checks it (POST /clients/auth), which records the verified customer
// on the sale, then moves on with Next.

/** api-contract.md: the errors of a code, each shown on the code field. */
const OTP_ERRORS: Record<string, string> = {
  'otp.invalid': 'verifica_otp_cliente.errors.invalid',
  'otp.expired': 'verifica_otp_cliente.errors.expired',
  'otp.locked': 'verifica_otp_cliente.errors.locked',
};

/** A code is valid 10 minutes (architecture.md, OTP): it was sent that long before it expires. */
const CODE_VALIDITY_MS = 600_000;

export default function VerificaOtpClienteScreen() {
  const { t, i18n } = useTranslation();
  const { step, vendita, next } = useFunnel();
  const [sent, setSent] = useState<OtpSent | undefined>(step.contesto?.otp);
  // a code is good once: after it passed, a Next that failed is tried again without it
  const verified = useRef(false);
  const identificativo = step.contesto?.otp?.identificativo ?? '';

  async function verify(otp: string) {
    if (!verified.current) {
      await clientsApi.auth(otp, vendita.proposta.id);
      verified.current = true;
    }
    return next({});
  }

  function onNewCode(otp: OtpSent) {
    setSent(otp);
    verified.current = false;
  }

  const until = sent
    ? new Date(sent.scadenza).toLocaleTimeString(i18n.language === 'it' ? 'it-IT' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;
  return (
    <CodeEntryStep
      texts={{
        title: t('verifica_otp_cliente.title'),
        intro: (
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
        ),
        submit: t('verifica_otp_cliente.submit'),
        codeLabel: t('verifica_otp_cliente.code_label'),
        codeHint: t('verifica_otp_cliente.code_hint'),
        required: 'verifica_otp_cliente.errors.required',
        errors: OTP_ERRORS,
      }}
      verify={verify}
      resend={{
        send: () => clientsApi.sendOtp(identificativo, vendita.proposta.id),
        texts: {
          question: t('verifica_otp_cliente.resend.question'),
          button: t('verifica_otp_cliente.resend.button'),
          wait: (time) => t('verifica_otp_cliente.resend.wait', { time }),
          sent: (destination) => t('verifica_otp_cliente.resend.sent', { destination }),
          rateLimited: t('verifica_otp_cliente.errors.rate_limited'),
        },
        // counted from when the last code was sent, so a reload keeps the wait
        sentAt: sent ? Date.parse(sent.scadenza) - CODE_VALIDITY_MS : 0,
        disabled: !identificativo,
        refusal: (err) =>
          err instanceof ApiError && err.status === 404 ? t('verifica_otp_cliente.errors.unreachable') : null,
      }}
      onNewCode={onNewCode}
    >
      <p className="note">{t('verifica_otp_cliente.wrong_customer')}</p>
    </CodeEntryStep>
  );
}
