import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { verificaRemiSchema } from '../../../shared/schemas/steps-supply';
import { lookupsApi } from '../../api/lookups-api';
import { TextField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import styles from './screen.css?inline';

export { styles };

type Values = { codiceRemi: string };

/** The comuni a complete REMI code serves, so the customer sees whether the supply's comune is one. */
function ServedComuni({ remi }: { remi: string }) {
  const { t } = useTranslation();
  const code = remi.replace(/\s+/g, '');
  const served = useQuery({
    queryKey: ['remi', code],
    queryFn: () => lookupsApi.remiComuni(code),
    enabled: /^\d{8}$/.test(code),
    staleTime: Infinity,
    retry: false,
  });
  if (!served.data) return null;
  return (
    <p className="note" aria-live="polite">
      {t('verifica_remi.served', { comuni: served.data.map((c) => `${c.nome} (${c.provincia})`).join(', ') })}
    </p>
  );
}

/** Gas (domain.md verificaRemi): the REMI code from the bill, checked against the supply's comune. */
export default function VerificaRemiScreen() {
  const { t } = useTranslation();
  const { vendita } = useFunnel();
  const gas = vendita.proposta.forniture.find((f) => f.commodity === 'GAS');
  const { form, submit, formError } = useStepForm<Values>({
    schema: verificaRemiSchema,
    defaultValues: { codiceRemi: gas?.codiceRemi ?? '' },
  });
  const remi = form.watch('codiceRemi') ?? '';
  const comune = gas?.indirizzo?.comune;
  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('verifica_remi.title')}
        intro={
          comune
            ? t('verifica_remi.intro', { comune, provincia: gas?.indirizzo?.provincia ?? '' })
            : undefined
        }
        onSubmit={submit}
        formError={formError}
      >
        <TextField
          name="codiceRemi"
          label={t('verifica_remi.code')}
          hint={t('verifica_remi.code_hint')}
          inputMode="numeric"
          maxLength={12}
          autoComplete="off"
          after={<ServedComuni remi={remi} />}
        />
      </StepLayout>
    </FormProvider>
  );
}
