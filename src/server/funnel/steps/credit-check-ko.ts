import { defineStep } from './define-step';

// creditCheckKo (domain.md): the brand's credit check failed; the flow ends here, with the brand's
// message, and there is no way back (a failed check is not retried with other data).

export const creditCheckKo = defineStep({
  name: 'creditCheckKo',
  when: { label: 'credit check failed', test: (f) => f.variabili.creditCheckEsito === 'KO' },
  ends: true,
  locked: true,
});
