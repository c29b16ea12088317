// Every text it-boot.ts leaves out: the other screens and their components.
const files = import.meta.glob<Record<string, unknown>>(
  [
    './it/*.json',
    '!./it/shell.json',
    '!./it/errors.json',
    '!./it/consent.json',
    '!./it/validation.json',
    '!./it/save-later.json',
    '!./it/ricerca-cliente.json',
    // the tour loads its own (tour/run-tour.ts)
    '!./it/tour.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
