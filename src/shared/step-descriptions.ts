import type { StepName } from './domain';

/**
 * The screen each step shows (domain.md "Steps: server names and screens", spec 2), in English for
 * developers: docs/flows.md prints them. The customer's texts live in the web app's locales.
 */
export const STEP_DESCRIPTIONS: Record<StepName, string> = {
  ricercaCliente: 'Customer search (is the customer already ours?)',
  datiAnagrafici: 'Personal data (person or company, spec 3 intestatario.anagrafica.tipo)',
  indirizzoFornitura: 'Supply address',
  datiTecnici: 'Technical data typed by the customer (ATTIVAZIONE: POD/PDR, power, voltage, uses, residency)',
  modalitaInvioBolletta: 'Bill delivery method (e-mail or paper)',
  metodoPagamento: 'Payment method (SEPA direct debit with IBAN, or postal slip)',
  invioBollettaPagamento: 'Combined bill delivery and payment (fast flow)',
  accettazioneCondizioni: 'Terms acceptance (GET/PATCH /proposte/{id}/condition)',
  riepilogo: 'Summary, with a way back to each section',
  datiAnagraficiEstratti: 'Personal data extracted from an uploaded bill, to confirm',
  datiTecniciEstratti: 'Technical data extracted from an uploaded bill, to confirm',
  firma: 'Signing with a one-time code (POST /vendite/{uuid}/verifica-otp)',
  congratulazioni: 'Sale completed',
  sceltaOperazione:
    "Commercial operation choice, when the registry's state of the supply point contradicts the operation " +
    'of the link; choosing changes the operation and the flow (same uuid, history kept)',
  caricamentoAllegati: 'Upload attachments (identity document, required attachment types)',
  datiFornitura:
    'Supply data for takeover, transfer and product change: the customer gives POD/PDR, the supply ' +
    "registry (or the customer's own supplies) is searched",
  datiTecniciOperazione:
    'Technical data for activation, product change and takeover, prefilled from the registry or the ' +
    "customer's supply; the customer changes what the operation allows",
  datiAnagraficiSubentrante: 'Transferee (new holder) personal data, VOLTURA',
  fornituraNonTrovata: 'Supply not found',
  subentroFornituraAttiva: 'Takeover asked on a supply that is still active',
  cambioProdottoFornituraNonTrovata: 'Product change: supply not found',
  cambioProdottoFornituraNonCompatibile: 'Product change: supply not compatible with the offer',
  creditCheckKo: 'Credit check failed',
  verificaOtpCliente: 'Existing customer proves identity with a code sent to the contact on file',
  selezioneFornitura: 'Existing customer picks one of their supplies',
  verificaRemi: "Gas: the municipality is checked against the REMI code's list",
};
