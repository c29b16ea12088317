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
  offerAdminSchema,
  offerBody,
  termsAdminSchema,
  termsBody,
} from '../../../shared/schemas/catalogue-admin';
import { noBody } from '../../../shared/schemas/media';
import type { CatalogueAdmin } from '../../backoffice/catalogue';
import { notFound, validationError } from '../../errors';
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

export const actorOf = (req: FastifyRequest) => {
  const { id, username } = staffOf(req, 'admin');
  return { id, username };
};
const admin = { preHandler: requireStaff('admin') };

export const backofficeCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: CatalogueAdmin }> = async (
  app,
  { db, catalogue },
) => {
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
