import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backofficeReportQuery, backofficeReportResponse } from '../../../shared/schemas/backoffice-report';
import type { BackofficeReportQuery } from '../../../shared/schemas/backoffice-report';
import { BACKOFFICE_PREFIX } from '../../../shared/schemas/backoffice';
import { csvAnswer } from '../../../shared/schemas/media';
import type { ReportRequest, Reports } from '../../services/domain/analytics/report';
import { renderReportCsv, reportView } from '../../services/domain/analytics/report-view';
import { requireStaff } from '../backoffice-auth';
import { languageOfRequest } from '../messages';

// The funnel report, a section of the back office (issue 15 item 1): every role reads it (figures
// over steps, no personal data); the CSV is the same tables, downloaded with the session.

const REPORT = `${BACKOFFICE_PREFIX}/report`;

const requestOf = (q: BackofficeReportQuery): ReportRequest => ({
  marchioId: q.marchio,
  offertaId: q.offerta,
  operazione: q.operazione,
  fromDay: q.from,
  toDay: q.to,
});

export const backofficeReportRoutes: FastifyPluginAsyncZod<{ reports: Reports }> = async (
  app,
  { reports },
) => {
  app.addHook('preHandler', requireStaff('viewer'));

  app.get(
    REPORT,
    {
      schema: {
        summary: 'Back office: the funnel report (steps reached, drop-outs, median times, conversion)',
        querystring: backofficeReportQuery,
        response: { 200: backofficeReportResponse },
      },
    },
    async (req) => {
      const [result, options] = await Promise.all([reports.report(requestOf(req.query)), reports.options()]);
      return reportView(result, options, languageOfRequest(req.headers['accept-language']));
    },
  );

  app.get(
    `${REPORT}.csv`,
    {
      schema: {
        summary: 'Back office: the funnel report as CSV, one row per operation and step',
        querystring: backofficeReportQuery,
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const { report, fromDay, toDay } = await reports.report(requestOf(req.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="funnel-report-${fromDay}-${toDay}.csv"`)
        .send(renderReportCsv(report, languageOfRequest(req.headers['accept-language'])));
    },
  );
};
