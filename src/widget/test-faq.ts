import type { WidgetFaq } from '../shared/widget';

/** A small FAQ as GET /widget/faq answers it, for the widget's tests. */
export function testFaq(lang: 'it' | 'en' = 'it'): WidgetFaq {
  return {
    botId: 'aurora-faq',
    lang,
    brand: { codice: 'aurora', nome: 'Aurora Luce e Gas' },
    greeting: 'Ciao! Sono l’assistente di Aurora Luce e Gas.',
    fallback: 'Non ho una risposta: chiama il numero verde 800 654 321.',
    entries: [
      {
        id: 'pod_pdr',
        question: 'Dove trovo il codice POD o PDR?',
        answer: 'Nella prima pagina della bolletta.',
        keywords: ['pod', 'pdr', 'punto di prelievo'],
      },
      {
        id: 'voltura',
        question: 'Che cos’è una voltura?',
        answer: 'Il cambio di intestatario di una fornitura attiva.',
        keywords: ['voltur', 'cambio intestat'],
      },
      {
        id: 'customer_service',
        question: 'Come contatto il servizio clienti?',
        answer: 'Al numero verde 800 654 321.',
        keywords: ['servizio clienti', 'numero verde', 'telefon', 'contatt'],
      },
    ],
  };
}
