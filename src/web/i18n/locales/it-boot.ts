// The texts the page needs before its first screen (the shell, alerts, consent, field errors, and
// the first screen of a sale, ricercaCliente); the rest (it-rest.ts) loads after it shows.
// text-groups.test.ts checks that the two groups together are every file of the language.
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../../../shared/locales/it/shell.json',
    '../../../shared/locales/it/errors.json',
    '../../../shared/locales/it/consent.json',
    '../../../shared/locales/it/validation.json',
    '../../../shared/locales/it/save-later.json',
    '../../../shared/locales/it/ricerca-cliente.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
