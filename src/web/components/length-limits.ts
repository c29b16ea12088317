import { get } from 'react-hook-form';
import type { FieldError, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

// "The text is too long" alone leaves the customer guessing how much to cut: the message says the
// field's limit. The shared schemas give the key only (the API's field errors are plain keys); the
// limit is in zod's issue, which the resolver does not pass on, so the form reads it here.

/** The key of a too-long text that names its limit; the limit rides in the error's `types.max`. */
export const TOO_LONG_WITH_LIMIT = 'validation.too_long_max';

export async function withLengthLimits<T extends { errors: FieldErrors }>(
  schema: z.ZodType,
  input: unknown,
  result: T,
): Promise<T> {
  if (Object.keys(result.errors).length === 0) return result;
  const parsed = await schema.safeParseAsync(input);
  if (parsed.success) return result;
  for (const issue of parsed.error.issues) {
    if (issue.code !== 'too_big' || issue.origin !== 'string') continue;
    const error = get(result.errors, issue.path.map(String).join('.')) as FieldError | undefined;
    if (error?.message !== 'validation.too_long') continue;
    error.message = TOO_LONG_WITH_LIMIT;
    error.types = { ...error.types, max: String(issue.maximum) };
  }
  return result;
}
