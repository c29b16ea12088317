import type { Operazione, StepName } from '../../shared/domain';
import type { Proposta } from '../../shared/schemas/proposta';
import type { Sale } from './context';
import { firstUnvisited } from './engine';
import type { SaleFacts } from './flows';
import { flowOf } from './flows';
import { lookupPoints } from './point-lookup';
import { STEPS } from './steps/all';
import type { Variabili } from './variables';

// sceltaOperazione (domain.md): the customer picks the operation the supply point's state calls for;
// the sale keeps its uuid and history and continues in the new flow. Going back past the choice puts
// the first operation back, so every step the customer returns to belongs to the flow it was in.

/** Steps that look the supply points up: having done one, the other is not asked again. */
const LOOKUP_STEPS: StepName[] = Object.values(STEPS)
  .filter((s) => s.leaves.includes(lookupPoints))
  .map((s) => s.name);

/** Where the new flow continues: its first applicable step the customer has not been through yet. */
export function landingStep(operazione: Operazione, facts: SaleFacts, storia: readonly StepName[]) {
  const visited = new Set<StepName>(storia);
  if (storia.some((s) => LOOKUP_STEPS.includes(s))) LOOKUP_STEPS.forEach((s) => visited.add(s));
  return firstUnvisited(flowOf(operazione)!, facts, visited);
}

/** The operation, facts and proposal as they were before the switch, when Back lands before it. */
export function undoSwitch(
  sale: Sale,
  historyLength: number,
): { operazione: Operazione; variabili: Variabili; proposta: Proposta } | null {
  const cambio = sale.vendita.variabili.cambioOperazione;
  if (!cambio || historyLength > cambio.al) return null;
  const { cambioOperazione: _done, ...rest } = sale.vendita.variabili;
  const proposta = sale.vendita.proposta;
  return {
    operazione: cambio.da,
    variabili: { ...rest, esitoFornitura: cambio.esito },
    proposta: {
      ...proposta,
      forniture: proposta.forniture.map((f) => ({ ...f, operazioneCommerciale: cambio.da })),
    },
  };
}
