import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpSent } from '../../api/clients-api';
import { clientsApi } from '../../api/clients-api';
import { ApiError } from '../../api/http';
import { useCooldown } from '../../components/use-cooldown';
import { useFunnel } from '../../shell/funnel-context';

/** The server refuses a new code within 30 s of the last one (architecture.md, OTP). */
export const RESEND_COOLDOWN_MS = 30_000;
/** A code is valid 10 minutes (architecture.md, OTP): it was sent that long before it expires. */
const CODE_VALIDITY_MS = 600_000;

function secondsText(seconds: number, language: string): string {
  return new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'long',
  }).format(seconds);
}

/**
 * "Send a new code" to the customer found on ricercaCliente: disabled with a visible countdown while
 * the server would refuse it (counted from when the last code was sent, so a reload keeps it); a
 * polite status names the masked contact the new code went to.
 */
export function ResendClientCode({
  identificativo,
  scadenza,
  onSent,
  onFailure,
}: {
  identificativo: string;
  /** when the last code expires (ISO), if one was sent */
  scadenza: string | undefined;
  onSent(sent: OtpSent): void;
  /** failures other than the rate limit and the unreachable customer (maintenance...) */
  onFailure(err: unknown): Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const { vendita } = useFunnel();
  const sentAt = scadenza ? Date.parse(scadenza) - CODE_VALIDITY_MS : 0;
  const { seconds, restart } = useCooldown(RESEND_COOLDOWN_MS, sentAt);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function resend() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    setStatus('');
    try {
      const sent = await clientsApi.sendOtp(identificativo, vendita.proposta.id);
      restart();
      setStatus(t('verifica_otp_cliente.resend.sent', { destination: sent.destinazione }));
      onSent(sent);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'rate_limited') {
        restart();
        setError(t('verifica_otp_cliente.errors.rate_limited'));
      } else if (err instanceof ApiError && err.status === 404) {
        setError(t('verifica_otp_cliente.errors.unreachable'));
      } else {
        await onFailure(err);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const waiting = seconds > 0;
  return (
    <div className="resend">
      <p className="resend__question">{t('verifica_otp_cliente.resend.question')}</p>
      <div className="resend__row">
        <button
          type="button"
          className="button"
          onClick={() => void resend()}
          disabled={waiting || sending || !identificativo}
          aria-describedby={waiting ? 'resend-wait' : undefined}
        >
          {t('verifica_otp_cliente.resend.button')}
        </button>
        {waiting ? (
          <span id="resend-wait" className="resend__wait">
            {t('verifica_otp_cliente.resend.wait', { time: secondsText(seconds, i18n.language) })}
          </span>
        ) : null}
      </div>
      <p className="resend__status" role="status">
        {status}
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
