import type { Step } from '../../shared/schemas/api';
import { API_PREFIX } from '../../shared/schemas/api';
import type { Executor } from '../store/db';
import { listDocumentiMeta } from '../store/repos/catalogue';
import type { Sale } from './context';
import { factsOf } from './context';
import { progressOf } from './engine';
import { flowOf } from './flows';
import { createCustomers } from '../services/adapters/customers/customers';
import { stepModule } from './steps/all';

/** The customer registry holds no state of its own: one instance serves every view. */
const customers = createCustomers();

export function documentUrl(doc: { id: string; tipo: string }, marchioId: number): string {
  return doc.tipo === 'privacy'
    ? `${API_PREFIX}/marchi/${marchioId}/privacy`
    : `${API_PREFIX}/pub/documenti/${doc.id}`;
}

/** The Step shape of api-contract.md for the sale's current step, as its module says to show it. */
export async function stepView(db: Executor, sale: Sale): Promise<Step> {
  const { vendita, marchio } = sale;
  const flow = flowOf(vendita.operazione);
  const step = stepModule(vendita.stepName);
  // the brand's documents (privacy notice, general terms) to read before signing
  const files = step.documents
    ? (await listDocumentiMeta(db, marchio.id, sale.offerta.id)).map((d) => ({
        id: d.id,
        nome: d.nome,
        tipo: d.tipo,
        url: documentUrl(d, marchio.id),
      }))
    : [];
  // computed from the sale on every load, so a reload or a resume link on another device shows the same
  const contesto = step.contesto ? await step.contesto({ db, sale, customers }) : undefined;
  const bool = (v: boolean) => (v ? 'true' : 'false') as 'true' | 'false';
  return {
    name: vendita.stepName,
    taskId: vendita.taskId,
    files,
    variables: {
      marchio: vendita.marchioId,
      widgetEnabled: bool(marchio.widgetEnabled),
      fastProcess: bool(vendita.variabili.fastProcess === true),
      creditCheckResult: bool(vendita.variabili.creditCheckResult === true),
    },
    progress: flow ? progressOf(flow, vendita.stepName, factsOf(sale)) : { index: 0, total: 0 },
    ...(contesto ? { contesto } : {}),
  };
}
