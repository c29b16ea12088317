import { emptyStepSchema } from '../../../shared/schemas/steps-common';
import { validationError } from '../../errors';
import { listOtp } from '../../store/repos/messages';
import { SCOPO_CLIENTE, fillHolder } from '../existing-customers';
import { verifiedOrNull } from '../point-lookup';
import type { StepEnv, StepState, ViewEnv } from './define-step';
import { defineStep } from './define-step';

// verificaOtpCliente (domain.md): the existing customer proves who they are with a code sent to the
// contact on file (POST /clients/auth verifies it); leaving fills the holder from the customer's data.

async function verifiedCustomer(_data: unknown, s: StepState, env: StepEnv): Promise<StepState> {
  const cliente = await verifiedOrNull(env, s);
  if (!cliente) throw validationError({ otp: 'validation.customer_code_required' });
  return { ...s, proposta: fillHolder(s.proposta, cliente) };
}

/** Where the code went: stored masked (otp-service), the full contact never leaves the server. */
async function codeSent({ db, sale }: ViewEnv) {
  const [last] = await listOtp(db, sale.vendita.uuid, SCOPO_CLIENTE);
  if (!last) return undefined;
  return {
    otp: {
      identificativo: sale.vendita.variabili.identificativoCliente ?? '',
      canale: last.canale as 'email' | 'sms',
      destinazione: last.destinazione,
      scadenza: last.expiresAt.toISOString(),
    },
  };
}

export const verificaOtpCliente = defineStep({
  name: 'verificaOtpCliente',
  next: { schema: emptyStepSchema, leave: [verifiedCustomer] },
  enter: (tx, sale, services) => services.existingCustomers.onEnterVerifica(tx, sale),
  contesto: codeSent,
});
