import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParams } from '../../../shared/schemas/api';
import { notFound } from '../../errors';
import type { BlobStore } from '../../services/blobs/blob-store';
import type { Contracts } from '../../services/contract/contract-service';

export type ContractRouteDeps = { contracts: Contracts; blobs: BlobStore };

// The signed contract as a download (issue 5.6). A plain link, as the congratulations screen and a
// browser open it: the sale's uuid (random, never listed) is what authorises it, as for the other
// plain-link downloads of api-contract.md, and only for as long as the congratulations screen shows.
export const contractRoutes: FastifyPluginAsyncZod<ContractRouteDeps> = async (app, { contracts, blobs }) => {
  app.get(
    '/vendite/:uuid/contratto',
    {
      config: { plainLink: true },
      schema: {
        summary:
          'The signed contract (PDF download, plain link): 404 before signing, 404.1 once the congratulations screen is gone (10 minutes after signing)',
        params: uuidParams,
      },
    },
    async (req, reply) => {
      const contratto = await contracts.forDownload(req.params.uuid);
      const bytes = contratto && (await blobs.get(contratto.blobKey));
      if (!contratto || !bytes) throw notFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${contratto.nome.replace(/[^\w.-]/g, '_')}"`)
        .header('content-security-policy', 'sandbox')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
