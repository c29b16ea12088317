import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { commoditiesOf } from '../../../shared/domain';
import type { Fornitura } from '../../../shared/schemas/proposta';
import type { PuntoFornituraView } from '../../../shared/schemas/step-context';
import { datiTecniciOperazioneSchema } from '../../../shared/schemas/steps-supply';
import { enumKey } from '../../components/enum-label';
import { StepLayout } from '../../components/step-layout';
import pointStyles from '../../components/supply-point.css?inline';
import { PointDetails, codeLabelKey } from '../../components/supply-point';
import { GasFields } from '../../components/technical/gas-fields';
import { LuceFields } from '../../components/technical/luce-fields';
import { SupplySections } from '../../components/technical/supply-sections';
import technicalStyles from '../../components/technical/technical.css?inline';
import type { Values } from '../../components/technical/values';
import { defaultsOf, toData } from '../../components/technical/values';
import { useSaleSettled } from '../../components/use-sale-settled';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = [pointStyles, technicalStyles, screenStyles].join('\n');

/** Power and voltage a product change keeps (steps.ts), shown as they are. */
function FixedPower({ fornitura }: { fornitura: Fornitura | undefined }) {
  const { t, i18n } = useTranslation();
  const kw = fornitura?.potenzaImpegnataKw;
  const tensione = fornitura?.tensione;
  return (
    <div className="fixed-power">
      <dl className="point">
        {kw !== undefined ? (
          <div>
            <dt>{t('dati_tecnici.potenza')}</dt>
            <dd>{`${new Intl.NumberFormat(i18n.language === 'it' ? 'it-IT' : 'en-GB').format(kw)} kW`}</dd>
          </div>
        ) : null}
        {tensione ? (
          <div>
            <dt>{t('dati_tecnici.tensione')}</dt>
            <dd>{t(enumKey('tensione', tensione))}</dd>
          </div>
        ) : null}
      </dl>
      <p className="field__hint">{t('dati_tecnici_operazione.power_kept')}</p>
    </div>
  );
}

/**
 * domain.md datiTecniciOperazione: the point and its technical data come from the registry (takeover)
 * or the customer's supply (product change); the customer confirms them and changes what the
 * operation allows. The point's code is not asked again, and a product change keeps power and voltage.
 */
export default function DatiTecniciOperazioneScreen() {
  // the data were filled when the previous step was left: wait for the sale that has them
  if (!useSaleSettled()) return null;
  return <DatiTecniciOperazioneForm />;
}

function DatiTecniciOperazioneForm() {
  const { t } = useTranslation();
  const { step, vendita, offerta } = useFunnel();
  const operazione = vendita.operazioneCommerciale;
  const tipoContratto = offerta.tipoContrattoOfferta as TipoContratto;
  const commodities = useMemo(() => commoditiesOf(offerta.tipo), [offerta.tipo]);
  const cambioProdotto = operazione === 'CAMBIO_PRODOTTO';
  const schema = useMemo(
    () => datiTecniciOperazioneSchema({ tipoContratto, commodities, operazione }),
    [tipoContratto, commodities, operazione],
  );
  const askResidency = tipoContratto === 'DOMESTICO';
  const forniture = vendita.proposta.forniture;
  const { form, submit, formError } = useStepForm<Values>({
    schema,
    defaultValues: defaultsOf(commodities, forniture),
    toData: (v) => toData(v, askResidency, { code: false, power: !cambioProdotto }),
  });
  const punti = step.contesto?.puntiFornitura ?? [];

  /** The point as looked up; without a lookup, what the proposal holds. */
  function puntoOf(index: number): PuntoFornituraView | null {
    const f = forniture[index];
    const found = punti[index];
    if (found) return found;
    const pdp = f?.commodity === 'LUCE' ? f.pod : f?.pdr;
    return f && pdp
      ? { pdp, commodity: f.commodity, stato: null, indirizzo: null, distributore: null }
      : null;
  }

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('dati_tecnici_operazione.title')}
        intro={t(`dati_tecnici_operazione.intro.${operazione.toLowerCase()}`)}
        onSubmit={submit}
        formError={formError}
      >
        <SupplySections commodities={commodities}>
          {(commodity, index) => {
            const punto = puntoOf(index);
            return (
              <>
                {punto ? (
                  <div className="point-block">
                    <p className="point-block__title">
                      {t('dati_tecnici_operazione.point', { label: t(codeLabelKey(commodity)) })}
                    </p>
                    {/* a customer's own supply has no registry state to show */}
                    <PointDetails
                      punto={punto}
                      address={forniture[index]?.indirizzo}
                      showState={!!punto.stato}
                    />
                  </div>
                ) : null}
                {commodity === 'LUCE' ? (
                  <>
                    {cambioProdotto ? <FixedPower fornitura={forniture[index]} /> : null}
                    <LuceFields
                      index={index}
                      tipoContratto={tipoContratto}
                      withCode={false}
                      withPower={!cambioProdotto}
                    />
                  </>
                ) : (
                  <GasFields index={index} tipoContratto={tipoContratto} withCode={false} />
                )}
              </>
            );
          }}
        </SupplySections>
      </StepLayout>
    </FormProvider>
  );
}
