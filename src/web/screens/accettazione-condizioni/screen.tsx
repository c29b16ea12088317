import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { funnelApi } from '../../api/funnel-api';
import { StepLayout } from '../../components/step-layout';
import { useFunnel } from '../../shell/funnel-context';
import { ConditionsForm } from './conditions-form';
import styles from './screen.css?inline';

export { styles };

/** Terms acceptance (spec 7: GET /proposte/{id}/condition), one checkbox per term. */
export default function AccettazioneCondizioniScreen() {
  const { t } = useTranslation();
  const { vendita } = useFunnel();
  const propostaId = vendita.proposta.id;
  const conditions = useQuery({
    queryKey: ['condizioni', propostaId],
    queryFn: () => funnelApi.conditions(propostaId),
  });

  if (conditions.data) return <ConditionsForm conditions={conditions.data} />;
  return (
    <StepLayout title={t('accettazione_condizioni.title')} hideNext>
      {conditions.isError ? (
        <div className="conditions-error" role="alert">
          <p>{t('accettazione_condizioni.load_failed')}</p>
          <button type="button" className="button" onClick={() => void conditions.refetch()}>
            {t('accettazione_condizioni.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('accettazione_condizioni.loading')}</p>
      )}
    </StepLayout>
  );
}
