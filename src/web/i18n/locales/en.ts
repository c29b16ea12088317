// One chunk per language: every feature's file of this language, merged (loaded only when English is active).
const files = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
