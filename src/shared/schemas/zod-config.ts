import { z } from 'zod';

// zod's own messages are English sentences; the contract's field errors are i18n keys (api-contract.md).
// This map gives every issue our schemas leave without a key of their own one of the generic keys,
// on both sides (the server's route validation and the web's zodResolver). Schema-level messages win.

function keyOf(iss: z.core.$ZodRawIssue): string | undefined {
  switch (iss.code) {
    case 'invalid_type':
      return iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.type';
    case 'invalid_value':
      return iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.choice';
    case 'invalid_union': {
      // a discriminated union without its discriminator is a missing choice, with a wrong one a bad choice
      const d = (iss as { discriminator?: string }).discriminator;
      const input = iss.input as Record<string, unknown> | undefined;
      return d && (input?.[d] === undefined || input?.[d] === null)
        ? 'validation.required'
        : 'validation.choice';
    }
    case 'too_big':
      return iss.origin === 'string' ? 'validation.too_long' : 'validation.too_big';
    case 'too_small':
      return iss.origin === 'string' && iss.minimum === 1 ? 'validation.required' : 'validation.too_small';
    case 'invalid_format':
      return iss.format === 'email'
        ? 'validation.email'
        : iss.format === 'uuid'
          ? 'validation.uuid'
          : 'validation.format';
    case 'not_multiple_of':
      return 'validation.step';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    default:
      return undefined;
  }
}

z.config({ customError: (iss) => keyOf(iss) });

export const ZOD_CONFIGURED = true;
