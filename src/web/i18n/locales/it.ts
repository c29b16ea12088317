// One chunk per language: every feature's file of this language, merged (loaded only when Italian is active).
// The guided tour's texts (tour.json) are not in it: the tour loads them when it runs (tour/run-tour.ts).
// The back office's texts (backoffice/*.json, a folder of their own) load with its page (backoffice/main.tsx).
const files = import.meta.glob<Record<string, unknown>>(
  ['../../../shared/locales/it/*.json', '!../../../shared/locales/it/tour.json'],
  {
    eager: true,
    import: 'default',
  },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
