// The texts the page needs before its first screen (the shell, alerts, consent, field errors, and
// the first screen of a sale, ricercaCliente); the rest (en-rest.ts) loads after it shows.
// text-groups.test.ts checks that the two groups together are every file of the language.
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../../../shared/locales/en/shell.json',
    '../../../shared/locales/en/errors.json',
    '../../../shared/locales/en/consent.json',
    '../../../shared/locales/en/validation.json',
    '../../../shared/locales/en/save-later.json',
    '../../../shared/locales/en/ricerca-cliente.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
