import { sendDownload } from '../download';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKOFFICE_PREFIX } from '../../../shared/schemas/backoffice';
import {
  saleActionBody,
  saleCancelBody,
  saleDetailResponse,
  saleFileParams,
  saleParams,
  saleWithdrawalBody,
  saleWorkResponse,
  salesListQuery,
  salesListResponse,
} from '../../../shared/schemas/backoffice-sales';
import { fileAnswer, noBody, pdfAnswer } from '../../../shared/schemas/media';
import type { SaleActions } from '../../backoffice/sale-actions';
import { salePage } from '../../backoffice/sale-page';
import { listSalesPage } from '../../backoffice/sales';
import { notFound } from '../../errors';
import type { BlobStore } from '../../services/adapters/blobs/blob-store';
import type { Db } from '../../store/db';
import { findAllegato } from '../../store/repos/allegati';
import { findContratto } from '../../store/repos/contratti';
import { requireStaff, staffOf } from '../backoffice-auth';
import { languageOfRequest } from '../messages';

// The back office's sales (issue 15 item 2): viewers read (personal data masked), operators and
// admins work them. Handlers stay thin: backoffice/sales.ts, sale-page.ts and sale-actions.ts decide.

const SALES = `${BACKOFFICE_PREFIX}/sales`;

export type BackofficeSalesDeps = { db: Db; now: () => Date; blobs: BlobStore; actions: SaleActions };

export const backofficeSalesRoutes: FastifyPluginAsyncZod<BackofficeSalesDeps> = async (
  app,
  { db, now, blobs, actions },
) => {
  app.get(
    SALES,
    {
      preHandler: requireStaff('viewer'),
      schema: {
        summary: 'Back office: sales, newest first, filtered, paged by cursor (`dopo` / `prima`)',
        querystring: salesListQuery,
        response: { 200: salesListResponse },
      },
    },
    async (req) => listSalesPage(db, req.query, staffOf(req).role),
  );

  app.get(
    `${SALES}/:uuid`,
    {
      preHandler: requireStaff('viewer'),
      schema: {
        summary:
          'Back office: a sale’s page; personal data masked for a viewer, and each operator’s or admin’s view of a signed sale is audited',
        params: saleParams,
        response: { 200: saleDetailResponse },
      },
    },
    async (req) =>
      salePage(db, req.params.uuid, staffOf(req), now, languageOfRequest(req.headers['accept-language'])),
  );

  app.post(
    `${SALES}/:uuid/lavoro`,
    {
      preHandler: requireStaff('operator'),
      schema: {
        summary:
          'Back office (operator): take in charge, send to activation, mark activated, reject with a reason; 409 when the state changed or the step is not allowed',
        params: saleParams,
        body: saleActionBody,
        response: { 200: saleWorkResponse },
      },
    },
    async (req) => actions.work(req.params.uuid, req.body, staffOf(req, 'operator')),
  );

  app.post(
    `${SALES}/:uuid/annullamento`,
    {
      preHandler: requireStaff('operator'),
      schema: {
        summary: 'Back office (operator): cancel a sale not yet signed (409 sale.signed once signed)',
        params: saleParams,
        body: saleCancelBody,
        response: { 200: saleWorkResponse },
      },
    },
    async (req) => actions.cancel(req.params.uuid, req.body.atteso, staffOf(req, 'operator')),
  );

  app.post(
    `${SALES}/:uuid/recesso`,
    {
      preHandler: requireStaff('operator'),
      schema: {
        summary:
          'Back office (operator): record a withdrawal of a signed sale, dated from the signing day to 14 days after and not in the future',
        params: saleParams,
        body: saleWithdrawalBody,
        response: { 200: saleWorkResponse },
      },
    },
    async (req) => actions.withdraw(req.params.uuid, req.body, staffOf(req, 'operator')),
  );

  app.post(
    `${SALES}/:uuid/contratto/invio`,
    {
      preHandler: requireStaff('operator'),
      schema: {
        summary: 'Back office (operator): mail the signed contract to the customer again (202)',
        params: saleParams,
        response: { 202: noBody },
      },
    },
    async (req, reply) => {
      await actions.resendContract(req.params.uuid, staffOf(req, 'operator'));
      return reply.status(202).send();
    },
  );

  app.get(
    `${SALES}/:uuid/contratto`,
    {
      preHandler: requireStaff('operator'),
      schema: {
        summary: 'Back office (operator): the signed contract PDF',
        params: saleParams,
        response: { 200: pdfAnswer },
      },
    },
    async (req, reply) => {
      const contratto = await findContratto(db, req.params.uuid);
      const bytes = contratto && (await blobs.get(contratto.blobKey));
      if (!contratto || !bytes) throw notFound();
      return sendDownload(reply, { bytes, contentType: 'application/pdf', nome: contratto.nome });
    },
  );

  app.get(
    `${SALES}/:uuid/allegati/:id`,
    {
      preHandler: requireStaff('operator'),
      schema: {
        summary: 'Back office (operator): a file the customer uploaded on the sale',
        params: saleFileParams,
        response: { 200: fileAnswer },
      },
    },
    async (req, reply) => {
      const file = await findAllegato(db, req.params.id, req.params.uuid);
      const bytes = file && (await blobs.get(file.blobKey));
      if (!file || !bytes) throw notFound();
      return sendDownload(reply, { bytes, contentType: file.contentType, nome: file.nome });
    },
  );
};
