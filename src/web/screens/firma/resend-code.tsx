import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { funnelApi } from '../../api/funnel-api';
import { ApiError } from '../../api/http';
import { useFunnel } from '../../shell/funnel-context';
import { useCooldown } from '../../components/use-cooldown';

/** The server refuses a new code within 30 s of the last one (OTP policy); entering firma sent one. */
export const RESEND_COOLDOWN_MS = 30_000;

/** "30 secondi", "1 second": the plural as the language has it (ICU). */
function secondsText(seconds: number, language: string): string {
  return new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'long',
  }).format(seconds);
}

/**
 * "Send a new code": disabled with a visible countdown while the server would refuse it; a polite
 * status names the (masked) address the new code went to.
 */
export function ResendCode({
  onSent,
  onFailure,
}: {
  onSent(): void;
  /** failures other than the rate limit (maintenance, a stale step...) */
  onFailure(err: unknown): Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const { uuid } = useFunnel();
  const { seconds, restart } = useCooldown(RESEND_COOLDOWN_MS);
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
      const sent = await funnelApi.resendOtp(uuid);
      restart();
      setStatus(t('firma.resend.sent', { destination: sent.destinazione }));
      onSent();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'rate_limited') {
        restart();
        setError(t('firma.errors.rate_limited'));
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
      <p className="resend__question">{t('firma.resend.question')}</p>
      <div className="resend__row">
        <button
          type="button"
          className="button"
          onClick={() => void resend()}
          disabled={waiting || sending}
          aria-describedby={waiting ? 'resend-wait' : undefined}
        >
          {t('firma.resend.button')}
        </button>
        {waiting ? (
          <span id="resend-wait" className="resend__wait">
            {t('firma.resend.wait', { time: secondsText(seconds, i18n.language) })}
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
