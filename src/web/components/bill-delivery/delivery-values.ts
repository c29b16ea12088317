import type { ModalitaInvioBolletta } from '../../../shared/domain';
import type { Proposta } from '../../../shared/schemas/proposta';

// How the bills are sent, as a form's part (modalitaInvioBolletta and the fast flow's
// invioBollettaPagamento), named as the API's paths.

export type DeliveryValues = { invioBolletta: { modalita?: ModalitaInvioBolletta; email: string } };

/** What is sent: the e-mail only with EMAIL (the schema is strict). */
export function deliveryToData({ invioBolletta: { modalita, email } }: DeliveryValues) {
  return { invioBolletta: modalita === 'EMAIL' ? { modalita, email } : { modalita } };
}

/** The draft keeps the e-mail typed even when paper is chosen, so switching back finds it. */
export function deliveryToDraft({ invioBolletta }: DeliveryValues) {
  return { invioBolletta };
}

export function deliveryDefaults(p: Proposta): DeliveryValues {
  return {
    invioBolletta: {
      // paperless unless the customer chose otherwise: the holder's e-mail is known already
      modalita: p.invioBolletta?.modalita ?? 'EMAIL',
      email: p.invioBolletta?.email ?? p.intestatario.contatti?.email ?? '',
    },
  };
}
