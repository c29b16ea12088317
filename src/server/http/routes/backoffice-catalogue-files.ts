import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKOFFICE_PREFIX } from '../../../shared/schemas/backoffice';
import {
  CATALOGUE_UPLOAD_MAX,
  catalogueIdParams,
  documentMetaSchema,
  offerDocumentParams,
} from '../../../shared/schemas/catalogue-admin';
import { binaryBody } from '../../../shared/schemas/media';
import { ERROR_CODES } from '../../../shared/errors';
import type { CatalogueAdmin } from '../../backoffice/catalogue';
import { AppError, notFound } from '../../errors';
import { checkedFileType } from '../../services/domain/files/file-type';
import type { Db } from '../../store/db';
import { findMarchio, findOfferta } from '../../store/repos/catalogue';
import { requireStaff } from '../backoffice-auth';
import { actorOf } from './backoffice-catalogue';

// The catalogue's files (docs/backoffice.md "Catalogue"): a brand's logo and privacy notice, an offer's
// general terms and summary sheet. Each comes as the file's bytes (PUT with the file as body) and is
// checked by its content, never by the type the client names; administrators only.

const CATALOGUE = `${BACKOFFICE_PREFIX}/catalogue`;
const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream'];
const MAX_UPLOAD = CATALOGUE_UPLOAD_MAX;
const admin = { preHandler: requireStaff('admin') };

/** An upload's type, told by its bytes: what the route's `kind` accepts or 415 file.type. */
async function uploaded(body: Uint8Array, kind: 'pdf' | 'image'): Promise<string> {
  const type = await checkedFileType(body, 'file', MAX_UPLOAD);
  const ok = kind === 'pdf' ? type === 'application/pdf' : type !== 'application/pdf';
  if (!ok) throw new AppError(415, ERROR_CODES.fileType);
  return type;
}

export const backofficeCatalogueFilesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalogue: CatalogueAdmin;
}> = async (app, { db, catalogue }) => {
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD }, (_req, body, done) =>
    done(null, body),
  );

  for (const [what, tipo, kind] of [
    ['logo', 'logo', 'image'],
    ['privacy', 'privacy', 'pdf'],
  ] as const) {
    app.put(
      `${CATALOGUE}/brands/:id/${what}`,
      {
        ...admin,
        schema: {
          summary: `Back office (admin): upload the brand's ${what} (the file as body: ${kind === 'pdf' ? 'PDF' : 'PNG or JPEG'}, checked by content, at most 5 MB)`,
          params: catalogueIdParams,
          body: binaryBody,
          response: { 200: documentMetaSchema },
        },
      },
      async (req) => {
        const contentType = await uploaded(req.body, kind);
        if (!(await findMarchio(db, req.params.id))) throw notFound();
        const ext = contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';
        return catalogue.putDocument(
          actorOf(req),
          { marchioId: req.params.id, offertaId: null },
          { tipo, nome: `${tipo}-${req.params.id}.${ext}`, contentType, bytes: req.body },
        );
      },
    );
  }

  app.put(
    `${CATALOGUE}/offers/:id/documents/:tipo`,
    {
      ...admin,
      schema: {
        summary:
          "Back office (admin): upload the offer's general terms or summary sheet (PDF as body, checked by content)",
        params: offerDocumentParams,
        body: binaryBody,
        response: { 200: documentMetaSchema },
      },
    },
    async (req) => {
      const contentType = await uploaded(req.body, 'pdf');
      const offer = await findOfferta(db, req.params.id);
      if (!offer) throw notFound();
      const { tipo } = req.params;
      return catalogue.putDocument(
        actorOf(req),
        { marchioId: offer.marchioId, offertaId: offer.id },
        {
          tipo,
          nome: `${tipo.replace('_', '-')}-${offer.codice.toLowerCase()}.pdf`,
          contentType,
          bytes: req.body,
        },
      );
    },
  );
};
