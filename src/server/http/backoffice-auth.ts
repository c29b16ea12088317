import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/errors';
import type { StaffRole } from '../../shared/schemas/backoffice';
import { roleAtLeast } from '../../shared/schemas/backoffice';
import type { StaffOfSession } from '../backoffice/session-store';
import type { Config } from '../config';
import { AppError } from '../errors';

// Who is signed in to the back office, and whether their role may (api-contract.md: 401 auth.session,
// 403 auth.role).

export const STAFF_COOKIE = 'backoffice_session';

/** HTTPS as the browser sees it: the request's protocol (X-Forwarded-Proto with TRUST_PROXY) or the public address. */
export const isHttps = (config: Config, req: FastifyRequest) =>
  req.protocol === 'https' || config.publicBaseUrl.startsWith('https://');

/** The signed-in user (401 auth.session) with at least `role` (403 auth.role). */
export function staffOf(req: FastifyRequest, role: StaffRole = 'viewer'): StaffOfSession {
  const staff = req.session?.staff;
  if (!staff) throw new AppError(401, ERROR_CODES.staffSession);
  if (!roleAtLeast(staff.role, role)) throw new AppError(403, ERROR_CODES.staffRole);
  return staff;
}

export const requireStaff =
  (role: StaffRole = 'viewer') =>
  async (req: FastifyRequest, _reply: FastifyReply) => {
    staffOf(req, role);
  };
