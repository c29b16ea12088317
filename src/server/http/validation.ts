import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../shared/errors';
import { validationError } from '../errors';

/**
 * Route schemas are the shared zod schemas (style.md: one contract, validated twice). A failure is
 * the contract's 400 with field paths as react-hook-form names them; query and params fields keep
 * their own names (`offerta`, `uuid`).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: validationError(fieldErrorsOf(result.error.issues)) };
  };
