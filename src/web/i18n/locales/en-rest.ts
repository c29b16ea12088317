// Every text en-boot.ts leaves out: the other screens and their components.
const files = import.meta.glob<Record<string, unknown>>(
  [
    './en/*.json',
    '!./en/shell.json',
    '!./en/errors.json',
    '!./en/consent.json',
    '!./en/validation.json',
    '!./en/save-later.json',
    '!./en/ricerca-cliente.json',
    // the tour loads its own (tour/run-tour.ts)
    '!./en/tour.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
