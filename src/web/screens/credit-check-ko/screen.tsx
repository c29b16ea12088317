import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { funnelApi } from '../../api/funnel-api';
import { StepLayout } from '../../components/step-layout';
import { useFunnel } from '../../shell/funnel-context';
import styles from './screen.css?inline';

export { styles };

/** The credit check failed (issue 4.5): the brand's configured message, and where to go next. */
export default function CreditCheckKoScreen() {
  const { t } = useTranslation();
  const { vendita, marchio } = useFunnel();
  const message = useQuery({
    queryKey: ['credit-check-message', vendita.marchioId],
    queryFn: () => funnelApi.creditCheckMessage(vendita.marchioId),
    staleTime: Infinity,
  });
  return (
    <StepLayout title={t('credit_check_ko.title')} canGoBack={false} hideNext>
      <p className="credit-ko__message">{message.data ?? t('credit_check_ko.fallback')}</p>
      <p>{t('credit_check_ko.data_kept')}</p>
      <p>
        <a className="button button--primary" href={marchio.sitoPubblico}>
          {t('credit_check_ko.to_site', { brand: marchio.nome })}
        </a>
      </p>
    </StepLayout>
  );
}
