// Every text en-boot.ts leaves out: the other screens and their components.
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../../../shared/locales/en/*.json',
    '!../../../shared/locales/en/shell.json',
    '!../../../shared/locales/en/errors.json',
    '!../../../shared/locales/en/consent.json',
    '!../../../shared/locales/en/validation.json',
    '!../../../shared/locales/en/save-later.json',
    '!../../../shared/locales/en/ricerca-cliente.json',
    // the tour loads its own (tour/run-tour.ts)
    '!../../../shared/locales/en/tour.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
