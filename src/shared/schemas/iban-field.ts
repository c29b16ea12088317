import { isValidSepaIban, normalizeIban } from '../validation/iban';
import { identifier } from './fields';

// Apart from fields.ts: ibantools is needed by the payment screens only (docs/performance.md).

export const sepaIbanSchema = identifier(normalizeIban, isValidSepaIban, 'validation.iban');
