import { sendDownload } from '../download';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParams } from '../../../shared/schemas/api';
import type { Config } from '../../config';
import { pdfAnswer } from '../../../shared/schemas/media';
import { notFound } from '../../errors';
import { hasContractAccess } from '../contract-access';
import type { BlobStore } from '../../services/adapters/blobs/blob-store';
import type { Contracts } from '../../funnel/contracts';

export type ContractRouteDeps = { contracts: Contracts; blobs: BlobStore; config: Config };

// The signed contract as a download (issue 5.6). A plain link, as the congratulations screen opens it,
// but only in the browser that signed (the cookie of contract-access.ts, issue 17.8: else 404, which
// tells an outsider not even that the sale is signed), and only while the congratulations screen shows.
export const contractRoutes: FastifyPluginAsyncZod<ContractRouteDeps> = async (
  app,
  { contracts, blobs, config },
) => {
  app.get(
    '/vendite/:uuid/contratto',
    {
      config: { plainLink: true },
      schema: {
        summary:
          'The signed contract (PDF download, plain link) in the browser that signed (the HttpOnly `contratto` cookie the signing answer sets): 404 without it or before signing, 404.1 once the congratulations screen is gone (10 minutes after signing)',
        params: uuidParams,
        response: { 200: pdfAnswer },
      },
    },
    async (req, reply) => {
      if (!hasContractAccess(req, config, req.params.uuid)) throw notFound();
      const contratto = await contracts.forDownload(req.params.uuid);
      const bytes = contratto && (await blobs.get(contratto.blobKey));
      if (!contratto || !bytes) throw notFound();
      return sendDownload(reply, { nome: contratto.nome, contentType: 'application/pdf', bytes });
    },
  );
};
