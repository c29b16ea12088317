import { ricercaClienteSchema } from '../../../shared/schemas/steps-customer';
import { validationError } from '../../errors';
import { contactOf } from '../../services/adapters/customers/customers';
import { without } from '../variables';
import type { StepEnv, StepState } from './define-step';
import { defineStep } from './define-step';

// ricercaCliente (domain.md): already a customer? The customer code or fiscal code finds them; the
// code to verify them is sent on entering verificaOtpCliente.

/** What a verified customer and their chosen supplies leave on the sale (forgotten on a new search). */
const CUSTOMER_KEYS = [
  'codiceCliente',
  'clienteVerificatoIl',
  'codiceClienteInVerifica',
  'codiceFornituraLuce',
  'codiceFornituraGas',
  'identificativoCliente',
] as const;

type Search = { giaCliente: false } | { giaCliente: true; identificativo: string };

async function findCustomer(data: Search, s: StepState, env: StepEnv): Promise<StepState> {
  const variabili = without(s.variabili, ...CUSTOMER_KEYS);
  if (!data.giaCliente) return { ...s, variabili: { ...variabili, giaCliente: false } };
  const { identificativo } = data;
  const cliente = await env.services.customers.find(env.tx, env.sale.vendita.marchioId, identificativo);
  if (!cliente) throw validationError({ identificativo: 'validation.customer_not_found' });
  if (!contactOf(cliente)) throw validationError({ identificativo: 'validation.customer_unreachable' });
  const same = s.variabili.codiceCliente === cliente.codiceCliente;
  return {
    ...s,
    variabili: {
      // Back and Next with the same customer keeps the verification already done
      ...(same ? s.variabili : variabili),
      giaCliente: true,
      identificativoCliente: identificativo,
      codiceClienteInVerifica: cliente.codiceCliente,
    },
  };
}

export const ricercaCliente = defineStep({
  name: 'ricercaCliente',
  next: { schema: ricercaClienteSchema, leave: [findCustomer] },
});
