import type { MetodoPagamento } from '../../../shared/domain';
import type { Proposta } from '../../../shared/schemas/proposta';
import { groupIban } from './iban';

// The payment's part of a form (metodoPagamento and the fast flow's invioBollettaPagamento), named as
// the API's paths.

type Persona = { nome: string; cognome: string; codiceFiscale: string };
export type PaymentValues = {
  pagamento: { metodo?: MetodoPagamento; iban: string; intestatarioConto: Persona };
  /** the checkbox "the account holder is someone else"; never sent */
  altroIntestatario: boolean;
};

/** What is sent: the IBAN with SDD only, the account holder only when the box is ticked. */
export function paymentToData({
  pagamento: { metodo, iban, intestatarioConto },
  altroIntestatario,
}: PaymentValues) {
  if (metodo !== 'SDD') return { pagamento: { metodo } };
  return { pagamento: { metodo, iban, ...(altroIntestatario ? { intestatarioConto } : {}) } };
}

export function paymentDefaults(p: Proposta): PaymentValues {
  const holder = p.pagamento?.intestatarioConto;
  return {
    pagamento: {
      ...(p.pagamento?.metodo ? { metodo: p.pagamento.metodo } : {}),
      iban: groupIban(p.pagamento?.iban ?? ''),
      intestatarioConto: {
        nome: holder?.nome ?? '',
        cognome: holder?.cognome ?? '',
        codiceFiscale: holder?.codiceFiscale ?? '',
      },
    },
    altroIntestatario: Boolean(holder),
  };
}
