import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKOFFICE_PREFIX } from '../../../shared/schemas/backoffice';
import { auditPageSchema, auditQuery } from '../../../shared/schemas/audit';
import type { Db } from '../../store/db';
import { listAudit } from '../../store/repos/audit';
import { requireStaff } from '../backoffice-auth';

// The audit log (issue 15 item 4): who changed what and when, for administrators only.

const asRecord = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);

export const backofficeAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${BACKOFFICE_PREFIX}/audit`,
    {
      preHandler: requireStaff('admin'),
      schema: {
        summary: 'Back office (admin): the audit log, newest first, by entity (and id), paged with `before`',
        querystring: auditQuery,
        response: { 200: auditPageSchema },
      },
    },
    async (req) => {
      const { limit, ...q } = req.query;
      // one more than the page: whether an older page exists, without a count over the whole log
      const rows = await listAudit(db, { ...q, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return {
        entries: page.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          username: r.username,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: asRecord(r.before),
          after: asRecord(r.after),
        })),
        nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  );
};
