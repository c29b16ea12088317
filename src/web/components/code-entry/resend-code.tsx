import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useCooldown } from '../use-cooldown';

/** The server refuses a new code within 30 s of the last one (architecture.md, OTP). */
export const RESEND_COOLDOWN_MS = 30_000;

/** "30 secondi", "1 second": the plural as the language has it (ICU). */
function secondsText(seconds: number, language: string): string {
  return new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'long',
  }).format(seconds);
}

/** The texts of the row, in the words of the screen that shows it. */
export type ResendTexts = {
  question: string;
  button: string;
  wait(time: string): string;
  sent(destination: string): string;
  rateLimited: string;
};

export type ResendCodeProps<S extends { destinazione: string }> = {
  /** asks the server for a new code; it answers where the code went (masked) */
  send(): Promise<S>;
  texts: ResendTexts;
  /** when the last code was sent (epoch ms), so a reload keeps the wait; unset: as the screen opens */
  sentAt?: number;
  /** no code can be asked (the customer to send it to is unknown) */
  disabled?: boolean;
  /** the screen's own words for a refusal other than the rate limit, shown like it; null: not one */
  refusal?(err: unknown): string | null;
  onSent(sent: S): void;
  /** failures other than the rate limit and the refusals (maintenance, a stale step...) */
  onFailure(err: unknown): Promise<void>;
};

/**
 * "Send a new code": disabled with a visible countdown while the server would refuse it; a polite
 * status names the (masked) address the new code went to.
 */
export function ResendCode<S extends { destinazione: string }>({
  send,
  texts,
  sentAt,
  disabled = false,
  refusal,
  onSent,
  onFailure,
}: ResendCodeProps<S>) {
  const { i18n } = useTranslation();
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
      const sent = await send();
      restart();
      setStatus(texts.sent(sent.destinazione));
      onSent(sent);
    } catch (err) {
      const rateLimited = err instanceof ApiError && err.code === 'rate_limited';
      const refused = rateLimited ? null : (refusal?.(err) ?? null);
      if (rateLimited) {
        restart();
        setError(texts.rateLimited);
      } else if (refused) {
        setError(refused);
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
      <p className="resend__question">{texts.question}</p>
      <div className="resend__row">
        <button
          type="button"
          className="button"
          onClick={() => void resend()}
          disabled={waiting || sending || disabled}
          aria-describedby={waiting ? 'resend-wait' : undefined}
        >
          {texts.button}
        </button>
        {waiting ? (
          <span id="resend-wait" className="resend__wait">
            {texts.wait(secondsText(seconds, i18n.language))}
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
