import type { Language } from '../../../../shared/domain';
import type { WidgetFaq, WidgetFaqEntry } from '../../../../shared/widget';
import type { MarchioRow } from '../../../store/repos/catalogue';

// The knowledge of the local chat widget (docs/web.md, "Chat widget"): a stand-in for a retailer's
// chat provider, which would hold its own. The answers take the brand's name, public site and credit
// check switch from its row; the customer service number is the bot's own data, below.

/** Customer service numbers by botId; a bot without one points to the brand's site. */
const CUSTOMER_SERVICE: Record<string, string> = {
  'lumen-faq': '800 123 456',
  'aurora-faq': '800 654 321',
  'borea-faq': '800 321 987',
};

type Brand = { nome: string; sito: string; phone: string | null; creditCheck: boolean };
type Texts = Record<string, [question: string, answer: (b: Brand) => string]>;

/** Keywords of both languages: a visitor may type Italian words (voltura) in the English widget. */
const KEYWORDS: Record<string, string[]> = {
  pod_pdr: ['pod', 'pdr', 'punto di prelievo', 'punto di riconsegna', 'codice fornitura', 'meter point'],
  voltura: ['voltur', 'cambio intestat', 'cambiare intestat', 'intestazione', 'transfer', 'ownership'],
  subentro: ['subentr', 'riattiv', 'cessat', 'disattivat', 'staccat', 'takeover', 'reactivat', 'ceased'],
  credit_check: ['credit', 'affidabilit', 'solvib', 'score'],
  documents: ['document', 'carta d identita', 'identita', 'allegat', 'iban', 'identity', 'upload', 'attach'],
  customer_service: [
    'servizio clienti',
    'assistenza',
    'telefon',
    'numero verde',
    'chiamar',
    'contatt',
    'operatore',
    'customer service',
    'phone',
    'call',
    'contact',
    'support',
  ],
  brand: ['chi siete', 'chi e', 'venditor', 'fornitor', 'societa', 'azienda', 'who', 'supplier', 'company'],
};

const contactIt = (b: Brand) =>
  b.phone ? `al numero verde ${b.phone}, dal lunedì al venerdì dalle 8:30 alle 18:30` : `dal sito ${b.sito}`;
const contactEn = (b: Brand) =>
  b.phone ? `on the freephone number ${b.phone}, Monday to Friday, 8:30 to 18:30` : `through ${b.sito}`;

const IT: Texts = {
  pod_pdr: [
    'Dove trovo il codice POD o PDR?',
    () =>
      'Sono nella prima pagina della bolletta, nella sezione dei dati della fornitura. Il POD (luce) inizia con IT, ' +
      'poi tre cifre, la lettera E e otto cifre (per esempio IT001E12345678). Il PDR (gas) è un numero di 14 cifre.',
  ],
  voltura: [
    'Che cos’è una voltura?',
    () =>
      'È il cambio di intestatario di una fornitura attiva: la luce o il gas non vengono mai interrotti e i dati ' +
      'tecnici restano gli stessi. Servono il modulo di voltura firmato dall’intestatario uscente e il suo documento d’identità.',
  ],
  subentro: [
    'Che cos’è un subentro?',
    () =>
      'È la riattivazione di una fornitura cessata (contatore chiuso) a tuo nome. Ti serve il codice POD o PDR ' +
      'del punto: lo trovi su una vecchia bolletta o sul contatore. Se la fornitura è ancora attiva serve una voltura.',
  ],
  credit_check: [
    'Fate una verifica del credito?',
    (b) =>
      b.creditCheck
        ? `Sì: prima della firma ${b.nome} verifica l’affidabilità creditizia dell’intestatario. Se l’esito è ` +
          `negativo non si può proseguire online; il servizio clienti ti aiuta ${contactIt(b)}.`
        : `No: ${b.nome} non esegue la verifica del credito per le richieste online.`,
  ],
  documents: [
    'Quali documenti servono?',
    () =>
      'Tieni a portata di mano un documento d’identità valido, il codice fiscale, l’ultima bolletta (per il POD o ' +
      'il PDR) e, se scegli l’addebito diretto, l’IBAN. Per la voltura e il subentro il funnel chiede anche i ' +
      'documenti dell’operazione nel passo degli allegati.',
  ],
  customer_service: [
    'Come contatto il servizio clienti?',
    (b) => `Il servizio clienti di ${b.nome} risponde ${contactIt(b)}. Altri contatti su ${b.sito}.`,
  ],
  brand: [
    'Chi è il venditore?',
    (b) =>
      `${b.nome} è il venditore di luce e gas con cui stai sottoscrivendo il contratto. Il sito è ${b.sito}.`,
  ],
};

const EN: Texts = {
  pod_pdr: [
    'Where do I find the POD or PDR code?',
    () =>
      'On the first page of your bill, in the supply details. The POD (electricity) starts with IT, then three ' +
      'digits, the letter E and eight digits (for example IT001E12345678). The PDR (gas) is a 14-digit number.',
  ],
  voltura: [
    'What is a voltura (transfer of ownership)?',
    () =>
      'It changes the holder of an active supply: electricity or gas are never interrupted and the technical data ' +
      'stay the same. You need the transfer form signed by the outgoing holder and their identity document.',
  ],
  subentro: [
    'What is a subentro (takeover)?',
    () =>
      'It reactivates a ceased supply (a closed meter) in your name. You need the point’s POD or PDR code, from an ' +
      'old bill or the meter. If the supply is still active, you need a voltura instead.',
  ],
  credit_check: [
    'Do you run a credit check?',
    (b) =>
      b.creditCheck
        ? `Yes: before signing, ${b.nome} checks the holder’s creditworthiness. If the outcome is negative the ` +
          `request cannot continue online; customer service can help ${contactEn(b)}.`
        : `No: ${b.nome} does not run a credit check on online requests.`,
  ],
  documents: [
    'Which documents do I need?',
    () =>
      'Keep at hand a valid identity document, your codice fiscale, your latest bill (for the POD or PDR) and, for ' +
      'direct debit, your IBAN. For a transfer or a takeover the funnel also asks for the documents of that ' +
      'operation on the attachments step.',
  ],
  customer_service: [
    'How do I contact customer service?',
    (b) => `${b.nome} customer service answers ${contactEn(b)}. More contacts at ${b.sito}.`,
  ],
  brand: [
    'Who is the supplier?',
    (b) =>
      `${b.nome} is the electricity and gas retailer you are signing the contract with. Its site is ${b.sito}.`,
  ],
};

const FRAME = {
  it: {
    greeting: (b: Brand) =>
      `Ciao! Sono l’assistente di ${b.nome}. Chiedimi del codice POD o PDR, della voltura, del subentro, ` +
      'dei documenti o del servizio clienti.',
    fallback: (b: Brand) =>
      `Non ho una risposta a questa domanda. Il servizio clienti di ${b.nome} ti aiuta ${contactIt(b)}.`,
  },
  en: {
    greeting: (b: Brand) =>
      `Hello! I am the ${b.nome} assistant. Ask me about the POD or PDR code, a transfer (voltura), a ` +
      'takeover (subentro), the documents or customer service.',
    fallback: (b: Brand) =>
      `I have no answer to that question. ${b.nome} customer service can help ${contactEn(b)}.`,
  },
};

/** The FAQ of the brand whose widget account holds `botId`, in `lang`. */
export function faqOf(marchio: MarchioRow, botId: string, lang: Language): WidgetFaq {
  const brand: Brand = {
    nome: marchio.nome,
    sito: marchio.sitoPubblico,
    phone: CUSTOMER_SERVICE[botId] ?? null,
    creditCheck: marchio.creditCheckEnabled,
  };
  const texts = lang === 'it' ? IT : EN;
  const entries: WidgetFaqEntry[] = Object.entries(texts).map(([id, [question, answer]]) => ({
    id,
    question,
    answer: answer(brand),
    // the brand's own name answers "chi è Aurora?"
    keywords: id === 'brand' ? [...(KEYWORDS[id] ?? []), marchio.codice] : (KEYWORDS[id] ?? []),
  }));
  return {
    botId,
    lang,
    brand: { codice: marchio.codice, nome: marchio.nome },
    greeting: FRAME[lang].greeting(brand),
    fallback: FRAME[lang].fallback(brand),
    entries,
  };
}
