import { useTranslation } from 'react-i18next';
import { funnelApi } from '../../api/funnel-api';
import codeStyles from '../../components/code-entry/code-entry.css?inline';
import { CodeEntryStep } from '../../components/code-entry/code-entry-step';
import { OfferDocuments } from '../../components/documents';
import { useFunnel } from '../../shell/funnel-context';
import { maskEmail } from './mask';
import screenStyles from './screen.css?inline';

export const styles = `${codeStyles}\n${screenStyles}`;

// Signing with the one-time code mailed when this step was entered (api-contract.md, verifica-otp).
// Signing is not Next: the code goes to verifica-otp, whose answer is the congratulazioni step.

/** api-contract.md: the signing errors, each shown on the code field. */
const OTP_ERRORS: Record<string, string> = {
  'otp.invalid': 'firma.errors.invalid',
  'otp.expired': 'firma.errors.expired',
  'otp.locked': 'firma.errors.locked',
};

export default function FirmaScreen() {
  const { t } = useTranslation();
  const { uuid, step, vendita, offerta, marchio, showStep } = useFunnel();
  const email = vendita.proposta.intestatario.contatti?.email;

  return (
    <CodeEntryStep
      texts={{
        title: t('firma.title'),
        intro: (
          <p>
            {email ? t('firma.intro', { email: maskEmail(email) }) : t('firma.intro_no_email')}{' '}
            {t('firma.spam_hint')}
          </p>
        ),
        submit: t('firma.submit'),
        codeLabel: t('firma.code_label'),
        codeHint: t('firma.code_hint'),
        required: 'validation.otp_required',
        errors: OTP_ERRORS,
      }}
      verify={async (otp) => showStep(await funnelApi.verifyOtp(uuid, otp))}
      // the sale moved on elsewhere (signed in another tab): show where it stands now
      onStale={() =>
        funnelApi.step(uuid).then(showStep, (e: unknown) => console.warn('step not reloaded', e))
      }
      resend={{
        send: () => funnelApi.resendOtp(uuid),
        texts: {
          question: t('firma.resend.question'),
          button: t('firma.resend.button'),
          wait: (time) => t('firma.resend.wait', { time }),
          sent: (destination) => t('firma.resend.sent', { destination }),
          rateLimited: t('firma.errors.rate_limited'),
        },
      }}
      before={<OfferDocuments files={step.files} title={t('firma.documents.title')} />}
    >
      <p className="note">{t('firma.consent', { offer: offerta.nome, brand: marchio.nome })}</p>
    </CodeEntryStep>
  );
}
