import type { ERROR_CODES } from '../../src/shared/errors';

/**
 * The status and meaning of each error code (api-contract.md). Keyed like ERROR_CODES, so a new code
 * does not typecheck until it is documented here.
 */
export const ERROR_CODE_DOCS: Record<keyof typeof ERROR_CODES, { status: number; when: string }> = {
  validation: {
    status: 400,
    when: 'Params, query or body invalid; `fields` maps each field path to a message key',
  },
  otpInvalid: { status: 400, when: 'Wrong one-time code' },
  otpExpired: { status: 400, when: 'Expired one-time code' },
  apiKey: { status: 401, when: 'Missing or wrong web client key (`x-api-key`)' },
  csrf: {
    status: 403,
    when: '`X-XSRF-TOKEN` missing or different from the `XSRF-TOKEN` cookie (refresh the cookie, retry once)',
  },
  maintenance: { status: 403, when: "The brand is in maintenance; `message` is the brand's notice" },
  saleConcluded: { status: 404, when: 'Sale concluded (signed more than 10 minutes ago)' },
  saleCancelled: { status: 404, when: 'Sale cancelled' },
  linkUnusable: {
    status: 404,
    when: 'Link no longer usable: unknown uuid, sale moved to another offer, or sale expired ("Vendita scaduta")',
  },
  notFound: { status: 404, when: 'Any other missing resource' },
  offerExpired: { status: 409, when: 'The offer has expired (creating a sale, moving to a linked offer)' },
  taskStale: {
    status: 409,
    when: 'next/prev with a missing `taskId` or one that is not the current one; nothing changes',
  },
  saleFrozen: { status: 409, when: 'Change to a signed proposal' },
  customerNotVerified: {
    status: 409,
    when: 'POST /forniture/populate for a customer not verified on this sale with POST /clients/auth',
  },
  supplyIncompatible: {
    status: 409,
    when: "The customer's supply does not fit the offer (commodity or contract type)",
  },
  bodyTooLarge: { status: 413, when: 'Body over the limit' },
  unsupportedMediaType: { status: 415, when: 'Content type not accepted' },
  fileTooLarge: { status: 413, when: 'An uploaded file over the limit (10 MB)' },
  fileType: { status: 415, when: 'An uploaded file whose content is not PDF, JPEG or PNG' },
  fileActiveContent: {
    status: 415,
    when: 'An uploaded PDF with JavaScript, launch actions, embedded files or rich media',
  },
  otpLocked: { status: 423, when: 'Too many wrong codes' },
  rateLimited: {
    status: 429,
    when: 'Too many requests (OTP sends, customer lookups and sale creation per client)',
  },
  internal: { status: 500, when: 'Unexpected failure; the details are only in the server log' },
  staffSession: {
    status: 401,
    when: 'Back office: no valid staff session (signed out, expired, user disabled or password changed), or a wrong sign-in',
  },
  staffRole: { status: 403, when: "Back office: the signed-in user's role may not do this" },
  staffLocked: {
    status: 423,
    when: 'Back office: 5 failed sign-ins of this username from this client; wait 15 minutes',
  },
  usernameTaken: { status: 409, when: 'Back office: a staff account with this username exists' },
  saleWorkChanged: {
    status: 409,
    when: "Back office: the sale's work state is not the one the action says it saw",
  },
  saleTransition: { status: 409, when: "Back office: the action is not allowed from the sale's work state" },
  saleSigned: { status: 409, when: 'Back office: cancelling a signed sale' },
  saleNotSigned: {
    status: 409,
    when: 'Back office: working, withdrawing or mailing the contract of an unsigned sale',
  },
  saleNoContract: {
    status: 409,
    when: 'Back office: resending a contract not rendered yet, or to a customer without e-mail',
  },
  codeTaken: { status: 409, when: 'Back office catalogue: the code (or terms version) is in use' },
  inUse: { status: 409, when: 'Back office catalogue: a row sales refer to cannot be deleted' },
};
