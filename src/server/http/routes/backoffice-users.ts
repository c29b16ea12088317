import { noBody } from '../../../shared/schemas/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../shared/errors';
import {
  BACKOFFICE_PREFIX,
  createStaffUserBody,
  resetPasswordBody,
  staffUserParams,
  staffUserSchema,
  staffUsersResponse,
  updateStaffUserBody,
} from '../../../shared/schemas/backoffice';
import type { StaffAccounts } from '../../backoffice/accounts';
import { AppError, notFound } from '../../errors';
import { requireStaff, staffOf } from '../backoffice-auth';

// Staff accounts, for administrators only (403 auth.role for the other roles).

const USERS = `${BACKOFFICE_PREFIX}/users`;

export const backofficeUsersRoutes: FastifyPluginAsyncZod<{ accounts: StaffAccounts }> = async (
  app,
  { accounts },
) => {
  app.addHook('preHandler', requireStaff('admin'));

  app.get(
    USERS,
    { schema: { summary: 'Back office (admin): the staff accounts', response: { 200: staffUsersResponse } } },
    async () => accounts.list(),
  );

  app.post(
    USERS,
    {
      schema: {
        summary:
          'Back office (admin): a new staff account (201); 409 `staff.username_taken` when the name is in use',
        body: createStaffUserBody,
        response: { 201: staffUserSchema },
      },
    },
    async (req, reply) => {
      const { username, role, password } = req.body;
      const user = await accounts.create(username, role, password);
      if (!user) throw new AppError(409, ERROR_CODES.usernameTaken);
      req.log.info({ staffUserId: user.id, by: staffOf(req).id }, 'staff account created');
      return reply.status(201).send(user);
    },
  );

  app.patch(
    `${USERS}/:id`,
    {
      schema: {
        summary:
          'Back office (admin): change a role or disable / enable an account; disabling ends its sessions',
        params: staffUserParams,
        body: updateStaffUserBody,
        response: { 200: staffUserSchema },
      },
    },
    async (req) => {
      const user = await accounts.update(req.params.id, req.body);
      if (!user) throw notFound();
      req.log.info({ staffUserId: user.id, by: staffOf(req).id, change: req.body }, 'staff account changed');
      return user;
    },
  );

  app.put(
    `${USERS}/:id/password`,
    {
      schema: {
        summary: 'Back office (admin): set a new password (204); every session of the account ends',
        params: staffUserParams,
        body: resetPasswordBody,
        response: { 204: noBody },
      },
    },
    async (req, reply) => {
      if (!(await accounts.resetPassword(req.params.id, req.body.password))) throw notFound();
      req.log.info({ staffUserId: req.params.id, by: staffOf(req).id }, 'staff password reset');
      return reply.status(204).send();
    },
  );
};
