import { z } from 'zod';

// api-contract.md: stable error codes of the HTTP contract.
export const ERROR_CODES = {
  validation: 'validation',
  otpInvalid: 'otp.invalid',
  otpExpired: 'otp.expired',
  otpLocked: 'otp.locked',
  apiKey: 'auth.api_key',
  csrf: 'csrf',
  maintenance: 'maintenance',
  saleConcluded: '404.1',
  saleCancelled: '404.2',
  linkUnusable: '404.3',
  notFound: 'not_found',
  offerExpired: 'offer.expired',
  taskStale: 'task.stale',
  saleFrozen: 'sale.frozen',
  customerNotVerified: 'customer.not_verified',
  supplyIncompatible: 'supply.incompatible',
  bodyTooLarge: 'body.too_large',
  fileTooLarge: 'file.too_large',
  fileType: 'file.type',
  fileActiveContent: 'file.active_content',
  unsupportedMediaType: 'media_type',
  rateLimited: 'rate_limited',
  internal: 'internal',
  // the back office's staff (api-contract.md "Back office and webhooks")
  staffSession: 'auth.session',
  staffRole: 'auth.role',
  staffLocked: 'auth.locked',
  usernameTaken: 'staff.username_taken',
  // the back office's sales (issue 15 item 2)
  saleWorkChanged: 'sale.work_changed',
  saleTransition: 'sale.transition',
  saleSigned: 'sale.signed',
  saleNotSigned: 'sale.not_signed',
  saleNoContract: 'sale.no_contract',
  // the catalogue as the back office writes it (docs/backoffice.md "Catalogue")
  codeTaken: 'catalogue.code_taken',
  inUse: 'catalogue.in_use',
} as const;

/** Every error's body (api-contract.md "Conventions"); the web client reads failures with it. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Keys for zod's own issues; our schemas set their own keys (validation.*) on each rule. */
const KEY_OF_ISSUE: Record<string, string> = {
  invalid_type: 'validation.type',
  invalid_value: 'validation.choice',
  invalid_union: 'validation.choice',
  too_big: 'validation.too_big',
  too_small: 'validation.too_small',
  invalid_format: 'validation.format',
  not_multiple_of: 'validation.step',
  unrecognized_keys: 'validation.unknown_field',
  custom: 'validation.invalid',
};

export const GENERIC_VALIDATION_KEYS = ['validation.required', ...new Set(Object.values(KEY_OF_ISSUE))];

/**
 * Field errors as react-hook-form names them (`forniture.0.pod`) mapped to an i18n key
 * (api-contract.md). The first issue of a field wins.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string> {
  // a Map, so that a field named like an Object.prototype member (`constructor`, `__proto__`) counts too
  const fields = new Map<string, string>();
  const put = (path: readonly PropertyKey[], key: string) => {
    // `_` names the form as a whole (an issue on the root object)
    const name = prefix + path.map(String).join('.') || '_';
    if (!fields.has(name)) fields.set(name, key);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) put([...issue.path, k], 'validation.unknown_field');
      continue;
    }
    if (issue.message.startsWith('validation.')) {
      put(issue.path, issue.message);
    } else if (issue.code === 'invalid_type' && issue.input === undefined) {
      put(issue.path, 'validation.required');
    } else {
      put(issue.path, KEY_OF_ISSUE[issue.code] ?? 'validation.invalid');
    }
  }
  return Object.fromEntries(fields);
}
