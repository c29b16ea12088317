// One chunk per language: every feature's file of this language, merged (loaded only when Italian is active).
const files = import.meta.glob<Record<string, unknown>>('./it/*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(files)) as Record<string, unknown>;
