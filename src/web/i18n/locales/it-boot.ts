// The texts the page needs before its first screen (the shell, alerts, consent, field errors, and
// the first screen of a sale, ricercaCliente); the rest (it-rest.ts) loads after it shows.
// text-groups.test.ts checks that the two groups together are every file of the language.
const files = import.meta.glob<Record<string, unknown>>(
  [
    './it/shell.json',
    './it/errors.json',
    './it/consent.json',
    './it/validation.json',
    './it/save-later.json',
    './it/ricerca-cliente.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
