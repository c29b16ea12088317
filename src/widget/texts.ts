// The widget's own words; the answers come from the FAQ in the same language.

export const TEXTS = {
  it: {
    launcher: 'Domande? Chatta con noi',
    title: (brand: string) => `Assistente ${brand}`,
    close: 'Chiudi la chat',
    conversation: 'Conversazione',
    suggestions: 'Domande frequenti',
    input: 'La tua domanda',
    send: 'Invia',
    you: 'Tu:',
    bot: 'Assistente:',
  },
  en: {
    launcher: 'Questions? Chat with us',
    title: (brand: string) => `${brand} assistant`,
    close: 'Close the chat',
    conversation: 'Conversation',
    suggestions: 'Frequent questions',
    input: 'Your question',
    send: 'Send',
    you: 'You:',
    bot: 'Assistant:',
  },
} as const;
