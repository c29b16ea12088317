import type { Operazione } from '../../../shared/domain';
import { sceltaOperazioneSchema } from '../../../shared/schemas/steps-customer';
import { validationError } from '../../errors';
import { findSupplyPoint } from '../../services/adapters/registry/registry';
import { factsOf } from '../context';
import { pointsWithOperations } from '../points-view';
import { fillProposta, pdpOf } from '../supply-points';
import type { Variabili } from '../variables';
import type { StepEnv, StepState } from './define-step';
import { defineStep } from './define-step';

// sceltaOperazione (domain.md, decision 008): the point's state calls for another operation; the
// customer picks one of those the look-up allowed and the sale continues in that operation's flow
// (operation-switch.ts), keeping its uuid and history. Nothing of the current flow follows it.

export async function switchOperation(
  data: { operazione: Operazione },
  s: StepState,
  env: StepEnv,
): Promise<StepState> {
  const { sale, tx } = env;
  const to = data.operazione;
  const allowed = s.variabili.operazioniPossibili ?? [];
  if (!allowed.includes(to)) throw validationError({ operazione: 'validation.not_allowed' });
  const esito = s.variabili.esitoFornitura;
  // the step shows only after a look-up, which always records its outcome
  if (!esito) throw validationError({ operazione: 'validation.not_allowed' });
  const cambioOperazione = {
    da: sale.vendita.operazione,
    // where sceltaOperazione stands in the history once left: going back past it undoes the switch
    al: sale.vendita.storia.length,
    esito,
  };
  const variabili: Variabili = { ...s.variabili, esitoFornitura: 'OK', cambioOperazione };
  const switched = {
    ...s.proposta,
    forniture: s.proposta.forniture.map((f) => ({ ...f, operazioneCommerciale: to })),
  };
  // a takeover or a transfer supplies the registry's point at its address, whatever was typed before
  const points =
    to === 'ATTIVAZIONE'
      ? []
      : await Promise.all(switched.forniture.map((f) => findSupplyPoint(tx, pdpOf(f) ?? '')));
  const proposta = points.length ? fillProposta(switched, points, factsOf(sale).tipoContratto) : switched;
  return { proposta, variabili, operazione: to };
}

export const sceltaOperazione = defineStep({
  name: 'sceltaOperazione',
  ends: true,
  next: { schema: sceltaOperazioneSchema, leave: [switchOperation] },
  contesto: pointsWithOperations,
});
