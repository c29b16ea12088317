import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../shared/errors';
import { validationError } from '../errors';

/**
 * NUL (PostgreSQL text and jsonb cannot hold it) and lone UTF-16 surrogates (UTF-8 cannot encode
 * them): no form produces them, and the database would refuse them with a server error.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

type PathNode = { key: string; parent: PathNode | null } | null;

function pathOf(node: PathNode): string {
  const keys: string[] = [];
  for (let n = node; n; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.') || '_';
}

/** The path of a string (key or value) holding an unstorable character, or null. */
function unstorablePath(data: unknown): string | null {
  // iterative, with shared path nodes: a 64 KB body can nest thousands of levels deep
  const stack: Array<[unknown, PathNode]> = [[data, null]];
  while (stack.length) {
    const [value, node] = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return pathOf(node);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childNode = { key, parent: node };
        if (unstorable(key)) return pathOf(childNode);
        stack.push([child, childNode]);
      }
    }
  }
  return null;
}

/**
 * Route schemas are the shared zod schemas (style.md: one contract, validated twice). A failure is
 * the contract's 400 with field paths as react-hook-form names them; query and params fields keep
 * their own names (`offerta`, `uuid`).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unstorable = unstorablePath(data);
    if (unstorable) return { error: validationError({ [unstorable]: 'validation.characters' }) };
    // with its input, an issue tells a value of the wrong type from a missing one (fieldErrorsOf)
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: validationError(fieldErrorsOf(result.error.issues)) };
  };
