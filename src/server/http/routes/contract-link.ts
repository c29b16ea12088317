import { z } from 'zod';
import { sendDownload } from '../download';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParams } from '../../../shared/schemas/api';
import { pdfAnswer } from '../../../shared/schemas/media';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import type { Contracts } from '../../funnel/contracts';
import type { BlobStore } from '../../services/adapters/blobs/blob-store';
import { checkContractLink } from '../../services/domain/contract/contract-link';

// The signed contract for the retailer's systems (issue 15 item 3): the `contratto.url` of the
// sale.signed event, opened with no session and no web client key. A wrong, tampered or expired link
// answers 404, the same as a sale that does not exist, so a link tells an outsider nothing.

const linkQuery = z.object({
  scade: z.coerce.number().int().nonnegative(),
  firma: z.string().max(128),
});

export const contractLinkRoutes: FastifyPluginAsyncZod<{
  contracts: Contracts;
  blobs: BlobStore;
  config: Config;
}> = async (app, { contracts, blobs, config }) => {
  app.get(
    '/contratti/:uuid',
    {
      // the retailer's systems fetch it whatever the brand's funnel is doing (maintenance included)
      config: { plainLink: true, brandless: true },
      schema: {
        summary:
          'The signed contract (PDF) through the signed link of the `sale.signed` event (`scade`: unix seconds, `firma`: its HMAC), valid 7 days, no session or key; 404 when wrong, tampered or expired',
        params: uuidParams,
        querystring: linkQuery,
        response: { 200: pdfAnswer },
      },
    },
    async (req, reply) => {
      const { uuid } = req.params;
      const { scade, firma } = req.query;
      if (!checkContractLink(config.secretKey, uuid, scade, firma, config.now())) throw notFound();
      const contratto = await contracts.ensure(uuid);
      const bytes = contratto && (await blobs.get(contratto.blobKey));
      if (!contratto || !bytes) throw notFound();
      // the link carries its signature: no page it is opened from learns it
      reply.header('referrer-policy', 'no-referrer');
      return sendDownload(reply, { nome: contratto.nome, contentType: 'application/pdf', bytes });
    },
  );
};
