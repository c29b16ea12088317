import { useCallback, useMemo } from 'react';
import type { TipoContratto } from '../../../shared/domain';
import { commoditiesOf } from '../../../shared/domain';
import { datiTecniciSchema } from '../../../shared/schemas/steps-supply';
import { useFunnel } from '../../shell/funnel-context';
import { useStepForm } from '../use-step-form';
import type { Values } from './values';
import { defaultsOf, toData, toDraft } from './values';

/** datiTecnici's form (and the fast flow's datiTecniciEstratti): every supply of the offer. */
export function useTechnicalForm() {
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
  const step = useStepForm<Values>({
    schema,
    defaultValues: defaultsOf(commodities, vendita.proposta.forniture),
    toData: (v) => toData(v, askResidency),
    toDraft: useCallback((v: Values) => toDraft(v, askResidency), [askResidency]),
  });
  return { ...step, tipoContratto, commodities };
}
