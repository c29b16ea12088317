// Every text it-boot.ts leaves out: the other screens and their components.
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../../../shared/locales/it/*.json',
    '!../../../shared/locales/it/shell.json',
    '!../../../shared/locales/it/errors.json',
    '!../../../shared/locales/it/consent.json',
    '!../../../shared/locales/it/validation.json',
    '!../../../shared/locales/it/save-later.json',
    '!../../../shared/locales/it/ricerca-cliente.json',
    // the tour loads its own (tour/run-tour.ts)
    '!../../../shared/locales/it/tour.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
