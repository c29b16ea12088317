// What a cell between a label and its value may be (parse-geo.ts): a unit alone, a number with its unit,
// a dash, or OCR's specks. A label reaches its value across them, along its row or down its column.
import { DOUBLED_FIRST } from './parse-numbers';

/** The units of energy, power, volume and voltage a supply's values are printed with. */
const UNITS = 'kwh|kw|smc|sm3|mc|m3|v|volt';

/** A cell of a unit alone, folded: "kw", "(v)", "smc", or its first letter OCR doubled ("vv"). */
export const UNIT_CELL = new RegExp(`^\\(?${DOUBLED_FIRST}(?:${UNITS})\\)?$`, 'u');

/** A number with a unit of energy, power, voltage or money. */
export const UNIT_NUMBER = new RegExp(`\\d[\\d.,]*\\s*(?:${UNITS}|€|euro)(?![\\p{L}\\d])`, 'u');

/** What may stand between a value and a label after it: its unit, a bracket, a dash. */
export const UNIT_GAP = new RegExp(`^[\\s(:–-]*(?:${UNITS})?[\\s(:–-]*$`);

/**
 * A cell of a number (with a short unit), a dash, or OCR's specks and rules ("I", "|", "_", a lone
 * letter such as "è" read from a speck between a label and its value).
 */
export const numericCell = (text: string) =>
  /^[\d\s.,:%€/()-]+(?:\s*\p{L}{1,4})?$/u.test(text) ||
  /^[\s|Il1!i_.,:;'"`~-]{1,2}$/.test(text) ||
  /^\s*\p{L}\s*$/u.test(text);
