import { isValidItalianPhone, normalizePhone } from '../validation/phone';
import { filledString, message } from './fields';

// Apart from fields.ts: libphonenumber is the largest validation library, and only the holder's
// screens ask for a phone (docs/performance.md).

/** Parsed value in E.164 (+393471234567). */
export const italianPhoneSchema = filledString()
  .refine(isValidItalianPhone, { ...message('validation.phone'), abort: true })
  .overwrite((phone) => normalizePhone(phone) ?? phone);
