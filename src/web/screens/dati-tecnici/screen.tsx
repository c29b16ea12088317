import { useCallback, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { commoditiesOf } from '../../../shared/domain';
import type { Indirizzo } from '../../../shared/schemas/proposta';
import { datiTecniciSchema } from '../../../shared/schemas/steps-supply';
import { StepLayout } from '../../components/step-layout';
import { GasFields } from '../../components/technical/gas-fields';
import { LuceFields } from '../../components/technical/luce-fields';
import { SupplySections } from '../../components/technical/supply-sections';
import technicalStyles from '../../components/technical/technical.css?inline';
import type { Values } from '../../components/technical/values';
import { defaultsOf, toData, toDraft } from '../../components/technical/values';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = `${technicalStyles}\n${screenStyles}`;

/** "Via Roma 10, 20121 Milano (MI)", from what the address step saved. */
function addressLine(i: Indirizzo | undefined): string | null {
  if (!i?.via || !i.comune) return null;
  const street = [i.toponimo, i.via, i.civico].filter(Boolean).join(' ');
  const place = [i.cap, i.comune].filter(Boolean).join(' ');
  return `${street}, ${place}${i.provincia ? ` (${i.provincia})` : ''}`;
}

export default function DatiTecniciScreen() {
  const { t } = useTranslation();
  const { vendita, offerta } = useFunnel();
  const tipoContratto = offerta.tipoContrattoOfferta as TipoContratto;
  // dual offers (LUCE_GAS) carry two supplies, in this order (domain.md)
  const commodities = useMemo(() => commoditiesOf(offerta.tipo), [offerta.tipo]);
  const schema = useMemo(
    () => datiTecniciSchema({ tipoContratto, commodities }),
    [tipoContratto, commodities],
  );
  // spec 5 / steps.ts: residency is asked, and required, on DOMESTICO contracts only
  const askResidency = tipoContratto === 'DOMESTICO';
  const { form, submit, formError } = useStepForm<Values>({
    schema,
    defaultValues: defaultsOf(commodities, vendita.proposta.forniture),
    toData: (v) => toData(v, askResidency),
    toDraft: useCallback((v: Values) => toDraft(v, askResidency), [askResidency]),
  });
  const address = addressLine(vendita.proposta.forniture[0]?.indirizzo);
  const dual = commodities.length > 1;

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('dati_tecnici.title')}
        intro={
          <>
            {address ? <p>{t('dati_tecnici.intro_address', { address })}</p> : null}
            <p>{t(dual ? 'dati_tecnici.intro_dual' : 'dati_tecnici.intro')}</p>
          </>
        }
        onSubmit={submit}
        formError={formError}
      >
        <SupplySections commodities={commodities}>
          {(commodity, index) =>
            commodity === 'LUCE' ? (
              <LuceFields index={index} tipoContratto={tipoContratto} />
            ) : (
              <GasFields index={index} tipoContratto={tipoContratto} />
            )
          }
        </SupplySections>
      </StepLayout>
    </FormProvider>
  );
}
