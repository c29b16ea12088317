import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKOFFICE_PREFIX } from '../../../shared/schemas/backoffice';
import {
  brandAdminSchema,
  brandBody,
  brandFilterQuery,
  campaignAdminSchema,
  campaignBody,
  catalogueIdParams,
  documentMetaSchema,
  offerAdminSchema,
  offerBody,
  offerDocumentParams,
  termsAdminSchema,
  termsBody,
} from '../../../shared/schemas/catalogue-admin';
import { binaryBody, noBody } from '../../../shared/schemas/media';
import type { CatalogueAdmin } from '../../backoffice/catalogue';
import { AppError, notFound, validationError } from '../../errors';
import { ERROR_CODES } from '../../../shared/errors';
import { checkedFileType } from '../../services/domain/files/file-type';
import type { Db } from '../../store/db';
import { findMarchio, findOfferta } from '../../store/repos/catalogue';
import {
  listCampagne,
  listCondizioniVersions,
  listDocumenti,
  listMarchi,
  listOfferte,
} from '../../store/repos/catalogue-admin';
import { requireStaff, staffOf } from '../backoffice-auth';

// The catalogue in the back office (issue 15 item 4, docs/backoffice.md "Catalogue"): every role reads
// it (it holds no personal data), only administrators change it (403 auth.role otherwise).

const CATALOGUE = `${BACKOFFICE_PREFIX}/catalogue`;
const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream'];
const MAX_UPLOAD = 5 * 1024 * 1024;

const actorOf = (req: FastifyRequest) => {
  const { id, username } = staffOf(req, 'admin');
  return { id, username };
};
const admin = { preHandler: requireStaff('admin') };

/** An upload's type, told by its bytes: what the route's `kind` accepts or 415 file.type. */
async function uploaded(body: Uint8Array, kind: 'pdf' | 'image'): Promise<string> {
  const type = await checkedFileType(body, 'file', MAX_UPLOAD);
  const ok = kind === 'pdf' ? type === 'application/pdf' : type !== 'application/pdf';
  if (!ok) throw new AppError(415, ERROR_CODES.fileType);
  return type;
}

export const backofficeCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: CatalogueAdmin }> = async (
  app,
  { db, catalogue },
) => {
  // uploads come as the file's bytes (PUT with the file as body), checked by content, not by this type
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD }, (_req, body, done) =>
    done(null, body),
  );
  app.addHook('preHandler', requireStaff('viewer'));

  async function brandView(id: number) {
    const row = await findMarchio(db, id);
    if (!row) throw notFound();
    return { ...row, documenti: await listDocumenti(db, { marchioId: id }) };
  }
  async function offerView(id: number) {
    const row = await findOfferta(db, id);
    if (!row) throw notFound();
    return { ...row, documenti: await listDocumenti(db, { offertaId: id }) };
  }

  // brands
  app.get(
    `${CATALOGUE}/brands`,
    { schema: { summary: 'Back office: the brands', response: { 200: z.array(brandAdminSchema) } } },
    async () => Promise.all((await listMarchi(db)).map((m) => brandView(m.id))),
  );
  app.get(
    `${CATALOGUE}/brands/:id`,
    {
      schema: {
        summary: 'Back office: a brand',
        params: catalogueIdParams,
        response: { 200: brandAdminSchema },
      },
    },
    async (req) => brandView(req.params.id),
  );
  app.post(
    `${CATALOGUE}/brands`,
    {
      ...admin,
      schema: {
        summary: 'Back office (admin): a new brand (201); 409 `catalogue.code_taken`',
        body: brandBody,
        response: { 201: brandAdminSchema },
      },
    },
    async (req, reply) => {
      const row = await catalogue.createBrand(actorOf(req), req.body);
      return reply.status(201).send(await brandView(row.id));
    },
  );
  app.put(
    `${CATALOGUE}/brands/:id`,
    {
      ...admin,
      schema: {
        summary: 'Back office (admin): change a brand (switches, messages, colours, widget, analytics)',
        params: catalogueIdParams,
        body: brandBody,
        response: { 200: brandAdminSchema },
      },
    },
    async (req) => {
      await catalogue.updateBrand(actorOf(req), req.params.id, req.body);
      return brandView(req.params.id);
    },
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

  // offers
  app.get(
    `${CATALOGUE}/offers`,
    {
      schema: {
        summary: 'Back office: the offers, of one brand with `marchioId`',
        querystring: brandFilterQuery,
        response: { 200: z.array(offerAdminSchema) },
      },
    },
    async (req) => Promise.all((await listOfferte(db, req.query.marchioId)).map((o) => offerView(o.id))),
  );
  app.get(
    `${CATALOGUE}/offers/:id`,
    {
      schema: {
        summary: 'Back office: an offer',
        params: catalogueIdParams,
        response: { 200: offerAdminSchema },
      },
    },
    async (req) => offerView(req.params.id),
  );
  app.post(
    `${CATALOGUE}/offers`,
    {
      ...admin,
      schema: {
        summary:
          'Back office (admin): a new offer (201); 409 `catalogue.code_taken` for a code of the brand in use',
        body: offerBody,
        response: { 201: offerAdminSchema },
      },
    },
    async (req, reply) => {
      const row = await catalogue.createOffer(actorOf(req), req.body);
      return reply.status(201).send(await offerView(row.id));
    },
  );
  app.put(
    `${CATALOGUE}/offers/:id`,
    {
      ...admin,
      schema: {
        summary:
          'Back office (admin): change an offer (an offer is never deleted: sales name it; end it with `validaAl`)',
        params: catalogueIdParams,
        body: offerBody,
        response: { 200: offerAdminSchema },
      },
    },
    async (req) => {
      await catalogue.updateOffer(actorOf(req), req.params.id, req.body);
      return offerView(req.params.id);
    },
  );
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

  // campaigns
  app.get(
    `${CATALOGUE}/campaigns`,
    {
      schema: {
        summary: 'Back office: the campaigns, of one brand with `marchioId`',
        querystring: brandFilterQuery,
        response: { 200: z.array(campaignAdminSchema) },
      },
    },
    async (req) => listCampagne(db, req.query.marchioId),
  );
  app.post(
    `${CATALOGUE}/campaigns`,
    {
      ...admin,
      schema: {
        summary: 'Back office (admin): a new campaign (201); 409 `catalogue.code_taken`',
        body: campaignBody,
        response: { 201: campaignAdminSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await catalogue.createCampaign(actorOf(req), req.body)),
  );
  app.put(
    `${CATALOGUE}/campaigns/:id`,
    {
      ...admin,
      schema: {
        summary: 'Back office (admin): change a campaign or switch it off (`attiva`)',
        params: catalogueIdParams,
        body: campaignBody,
        response: { 200: campaignAdminSchema },
      },
    },
    async (req) => catalogue.updateCampaign(actorOf(req), req.params.id, req.body),
  );
  app.delete(
    `${CATALOGUE}/campaigns/:id`,
    {
      ...admin,
      schema: {
        summary:
          'Back office (admin): delete a campaign no sale names (204); 409 `catalogue.in_use` otherwise',
        params: catalogueIdParams,
        response: { 204: noBody },
      },
    },
    async (req, reply) => {
      await catalogue.deleteCampaign(actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  // terms versions
  app.get(
    `${CATALOGUE}/terms`,
    {
      schema: {
        summary: "Back office: every version of a brand's terms (`marchioId`), the current one marked",
        querystring: z.object({ marchioId: z.coerce.number().int().positive() }),
        response: { 200: z.array(termsAdminSchema) },
      },
    },
    async (req) => {
      const rows = await listCondizioniVersions(db, req.query.marchioId);
      const seen = new Set<string>();
      // newest first within each code: the first of a code is the one new sales are shown
      return rows.map((r) => {
        const corrente = !seen.has(r.codice);
        seen.add(r.codice);
        return { ...r, pubblicataIl: r.pubblicataIl.toISOString(), corrente };
      });
    },
  );
  app.post(
    `${CATALOGUE}/terms`,
    {
      ...admin,
      schema: {
        summary:
          'Back office (admin): publish a new version of a consent (201), for new sales only; 409 `catalogue.code_taken` for a version that exists',
        body: termsBody,
        response: { 201: termsAdminSchema },
      },
    },
    async (req, reply) => {
      if (!(await findMarchio(db, req.body.marchioId)))
        throw validationError({ marchioId: 'validation.brand' });
      const row = await catalogue.publishTerms(actorOf(req), req.body);
      return reply.status(201).send({ ...row, pubblicataIl: row.pubblicataIl.toISOString(), corrente: true });
    },
  );
};
