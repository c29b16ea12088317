import type { Language } from '../../shared/domain';

// The `message` of error bodies, in the language of Accept-Language (api-contract.md). The
// Italian texts the specification fixes (spec 8) are used verbatim.

const it: Record<string, string> = {
  validation: 'Alcuni dati non sono validi: controlla i campi evidenziati.',
  'otp.invalid': 'Il codice non è corretto. Controlla il messaggio ricevuto e riprova.',
  'otp.expired': 'Il codice è scaduto. Richiedi un nuovo codice.',
  'otp.locked': 'Troppi tentativi errati. Richiedi un nuovo codice tra qualche minuto.',
  'auth.api_key': 'Richiesta non autorizzata.',
  csrf: 'La sessione della pagina non è valida. Ricarica la pagina e riprova.',
  maintenance: 'Riprova più tardi',
  '404.1': 'Vendita conclusa',
  '404.2': 'Vendita cancellata',
  '404.3': 'Il link non è più utilizzabile.',
  sale_expired: 'Vendita scaduta',
  not_found: 'Risorsa non trovata.',
  'offer.expired': 'Offerta scaduta, impossibile proseguire',
  'task.stale': 'La proposta è stata aggiornata in un’altra finestra. Ricarica la pagina per continuare.',
  'sale.frozen': 'La proposta è già firmata e non può essere modificata.',
  'customer.not_verified': 'Prima conferma la tua identità con il codice che ti abbiamo inviato.',
  'supply.incompatible': 'Questa fornitura non è compatibile con l’offerta scelta.',
  'body.too_large': 'La richiesta è troppo grande.',
  media_type: 'Formato della richiesta non supportato.',
  'file.too_large': 'Il file è troppo grande: il limite è 10 MB.',
  'file.type': 'Il file non è un PDF, un JPEG o un PNG.',
  'file.active_content':
    'Il PDF contiene script, azioni o file allegati e non può essere accettato: caricane una versione stampata o scansionata.',
  'file.empty': 'Il file è vuoto.',
  'file.missing': 'Scegli un file da caricare.',
  rate_limited: 'Troppe richieste. Attendi qualche minuto e riprova.',
  internal: 'Si è verificato un errore. Riprova più tardi.',
  'auth.session': 'Accedi per continuare.',
  'auth.role': 'Il tuo ruolo non consente questa operazione.',
  'auth.locked': 'Troppi accessi non riusciti. Riprova tra 15 minuti.',
  'staff.username_taken': 'Esiste già un utente con questo nome.',
  'sale.work_changed': 'La vendita è stata aggiornata da qualcun altro. Ricarica la pagina e riprova.',
  'sale.transition': 'Questa azione non è possibile nello stato attuale della vendita.',
  'sale.signed': 'La vendita è firmata: non può essere annullata.',
  'sale.not_signed': 'Questa azione è possibile solo su una vendita firmata.',
  'sale.no_contract': 'Il contratto non è ancora disponibile o il cliente non ha un indirizzo e-mail.',
  'catalogue.code_taken': 'Questo codice è già in uso.',
  'catalogue.in_use': 'È in uso: non si può eliminare, si può disattivare.',
};

const en: Record<string, string> = {
  validation: 'Some data is not valid: check the highlighted fields.',
  'otp.invalid': 'The code is not correct. Check the message you received and try again.',
  'otp.expired': 'The code has expired. Ask for a new code.',
  'otp.locked': 'Too many wrong attempts. Ask for a new code in a few minutes.',
  'auth.api_key': 'Unauthorised request.',
  csrf: 'The page session is not valid. Reload the page and try again.',
  maintenance: 'Please try again later',
  '404.1': 'Sale completed',
  '404.2': 'Sale cancelled',
  '404.3': 'This link can no longer be used.',
  sale_expired: 'Sale expired',
  not_found: 'Resource not found.',
  'offer.expired': 'This offer has expired, the sale cannot continue',
  'task.stale': 'The proposal was updated in another window. Reload the page to continue.',
  'sale.frozen': 'The proposal is already signed and cannot be changed.',
  'customer.not_verified': 'First confirm your identity with the code we sent you.',
  'supply.incompatible': 'This supply does not fit the chosen offer.',
  'body.too_large': 'The request is too large.',
  media_type: 'Unsupported request format.',
  'file.too_large': 'The file is too large: the limit is 10 MB.',
  'file.type': 'The file is not a PDF, JPEG or PNG.',
  'file.active_content':
    'The PDF contains scripts, actions or embedded files and cannot be accepted: upload a printed or scanned copy.',
  'file.empty': 'The file is empty.',
  'file.missing': 'Choose a file to upload.',
  rate_limited: 'Too many requests. Wait a few minutes and try again.',
  internal: 'Something went wrong. Please try again later.',
  'auth.session': 'Sign in to continue.',
  'auth.role': 'Your role does not allow this.',
  'auth.locked': 'Too many failed sign-ins. Try again in 15 minutes.',
  'staff.username_taken': 'A user with this name already exists.',
  'sale.work_changed': 'Someone else updated this sale. Reload the page and try again.',
  'sale.transition': 'This action is not possible in the sale’s current state.',
  'sale.signed': 'The sale is signed: it cannot be cancelled.',
  'sale.not_signed': 'This action is only possible on a signed sale.',
  'sale.no_contract': 'The contract is not available yet, or the customer has no e-mail address.',
  'catalogue.code_taken': 'This code is already in use.',
  'catalogue.in_use': 'It is in use: it cannot be deleted, only switched off.',
};

export const MESSAGES: Record<Language, Record<string, string>> = { it, en };

export function messageOf(key: string, lang: Language): string {
  return MESSAGES[lang][key] ?? MESSAGES[lang].internal!;
}

export function hasMessage(key: string): boolean {
  return key in it;
}

/** Accept-Language → it|en: the first listed language decides (q-values are rarely reordered). */
export function languageOfRequest(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^it(?:-|$)/i.test(first) ? 'it' : first ? 'en' : 'it';
}
