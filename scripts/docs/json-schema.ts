import { z } from 'zod';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Drops what says nothing new, so the reference stays short: the `$schema` URI, the `pattern` zod adds
 * beside a `format` (uuid, email), the ±2^53 bounds of a plain integer and string `propertyNames`
 * (JSON keys are strings).
 */
function tidy(node: Json): Json {
  if (Array.isArray(node)) return node.map(tidy);
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    if (key === 'pattern' && 'format' in node) continue;
    if (key === 'propertyNames' && JSON.stringify(value) === '{"type":"string"}') continue;
    if ((key === 'minimum' && value === -SAFE) || (key === 'maximum' && value === SAFE)) continue;
    out[key] = tidy(value);
  }
  return out;
}

/**
 * The JSON Schema of what a caller sends (`io: 'input'`): a normalizing or coercing schema shows what
 * it accepts; of a response, what the server answers (`io: 'output'`). Checks JSON Schema cannot say
 * (check digits, refinements) are left out.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  return tidy(z.toJSONSchema(schema, { unrepresentable: 'any', io }) as Json);
}
