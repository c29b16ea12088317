import { ERROR_CODES } from '../shared/errors';

// Typed errors with an HTTP status and a stable code (style.md); error-handler.ts renders them.

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Overrides the catalogue message (messages.ts), e.g. a brand's maintenance text. */
    readonly detail?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}

export const validationError = (fields: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, undefined, fields);
export const notFound = () => new AppError(404, ERROR_CODES.notFound);
export const saleConcluded = () => new AppError(404, ERROR_CODES.saleConcluded);
export const saleCancelled = () => new AppError(404, ERROR_CODES.saleCancelled);
export const linkUnusable = () => new AppError(404, ERROR_CODES.linkUnusable);
export const saleExpired = () => new AppError(404, ERROR_CODES.linkUnusable, 'sale_expired');
export const offerExpired = () => new AppError(409, ERROR_CODES.offerExpired);
export const taskStale = () => new AppError(409, ERROR_CODES.taskStale);
export const saleFrozen = () => new AppError(409, ERROR_CODES.saleFrozen);
export const customerNotVerified = () => new AppError(409, ERROR_CODES.customerNotVerified);
export const supplyIncompatible = () => new AppError(409, ERROR_CODES.supplyIncompatible);
export const rateLimited = () => new AppError(429, ERROR_CODES.rateLimited);
export const otpInvalid = () => new AppError(400, ERROR_CODES.otpInvalid);
export const otpExpired = () => new AppError(400, ERROR_CODES.otpExpired);
export const otpLocked = () => new AppError(423, ERROR_CODES.otpLocked);
