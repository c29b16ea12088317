import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Campagna, Marchio, Offerta } from '../../../shared/schemas/api';
import {
  API_PREFIX,
  campagnaSchema,
  idParams,
  lightestQuery,
  marchioSchema,
  offertaSchema,
  web2Query,
} from '../../../shared/schemas/api';
import { fileAnswer, pdfAnswer } from '../../../shared/schemas/media';
import { notFound } from '../../errors';
import { isOfferExpired } from '../../funnel/context';
import { mergePdfs } from '../../services/domain/documents/merge';
import type { MarchioRow, OffertaRow } from '../../store/repos/catalogue';
import { findCampagna, findDocumento, findMarchio, findOfferta } from '../../store/repos/catalogue';
import type { RouteDeps } from '../route-deps';

function offertaView(o: OffertaRow, now: Date): Offerta {
  return {
    id: o.id,
    nome: o.nome,
    tipo: o.tipo as Offerta['tipo'],
    codice: o.codice,
    tipoContrattoOfferta: o.tipoContratto as Offerta['tipoContrattoOfferta'],
    offertaIdCollegata: o.offertaIdCollegata,
    marchioId: o.marchioId,
    validaAl: o.validaAl,
    scaduta: isOfferExpired(o, now),
    descrizione: o.descrizione,
    prezzi: o.prezzi,
  };
}

export function marchioView(m: MarchioRow): Marchio {
  return {
    id: m.id,
    codice: m.codice,
    nome: m.nome,
    logoUrl: m.logoUrl,
    colori: m.colori,
    sitoPubblico: m.sitoPubblico,
    privacyUrl: `${API_PREFIX}/marchi/${m.id}/privacy`,
  };
}

/** Plain-link downloads (api-contract.md): never sniffed, never run as a page. */
export function sendDocument(
  reply: FastifyReply,
  doc: { nome: string; contentType: string; contenuto: Uint8Array },
) {
  const inline = doc.contentType === 'application/pdf';
  const name = doc.nome.replace(/[^\w.-]/g, '_');
  return (
    reply
      .header('content-type', doc.contentType)
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
      // our own documents, shown in the browser; sandboxed all the same, as every download (decision 017)
      .header('content-security-policy', 'sandbox')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .send(Buffer.from(doc.contenuto))
  );
}

export const catalogueRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/offerte/:id',
    {
      schema: {
        summary: 'Offer (`?web2` variant)',
        params: idParams,
        querystring: web2Query,
        response: { 200: offertaSchema },
      },
    },
    async (req) => {
      const o = await findOfferta(db, req.params.id);
      if (!o) throw notFound();
      return offertaView(o, config.now());
    },
  );

  app.get(
    '/offerte/:id/marchio',
    { schema: { summary: 'Brand of an offer', params: idParams, response: { 200: marchioSchema } } },
    async (req) => {
      const o = await findOfferta(db, req.params.id);
      const m = o && (await findMarchio(db, o.marchioId));
      if (!m) throw notFound();
      return marchioView(m);
    },
  );

  app.get(
    '/marchi/:id',
    {
      schema: {
        summary: 'Brand (`?lightest` variant)',
        params: idParams,
        querystring: lightestQuery,
        response: { 200: marchioSchema },
      },
    },
    async (req) => {
      const m = await findMarchio(db, req.params.id);
      if (!m) throw notFound();
      return marchioView(m);
    },
  );

  app.get(
    '/campagne/:id',
    {
      schema: {
        summary: 'Campaign (`?web2` variant)',
        params: idParams,
        querystring: web2Query,
        response: { 200: campagnaSchema },
      },
    },
    async (req): Promise<Campagna> => {
      const c = await findCampagna(db, req.params.id);
      if (!c) throw notFound();
      return { id: c.id, marchioId: c.marchioId, marchioNome: c.marchioNome, nome: c.nome };
    },
  );

  app.get(
    '/marchi/:id/privacy',
    {
      config: { plainLink: true },
      schema: {
        summary: 'Privacy notice of a brand (PDF, plain link)',
        params: idParams,
        response: { 200: fileAnswer },
      },
    },
    async (req, reply) => {
      const doc = await findDocumento(db, { marchioId: req.params.id, tipo: 'privacy' });
      if (!doc) throw notFound();
      return sendDocument(reply, doc);
    },
  );

  app.get(
    '/marchi/:id/logo',
    {
      config: { plainLink: true },
      schema: {
        summary: "A brand's logo uploaded in the back office (PNG or JPEG, plain link)",
        params: idParams,
        response: { 200: fileAnswer },
      },
    },
    async (req, reply) => {
      const doc = await findDocumento(db, { marchioId: req.params.id, tipo: 'logo' });
      if (!doc) throw notFound();
      return sendDocument(reply, doc);
    },
  );

  app.get(
    '/marchi/:id/privacy-condizioni',
    {
      schema: {
        summary: "The brand's privacy notice followed by its general terms, one PDF (spec 7: read as a blob)",
        params: idParams,
        response: { 200: pdfAnswer },
      },
    },
    async (req, reply) => {
      const [privacy, terms] = await Promise.all([
        findDocumento(db, { marchioId: req.params.id, tipo: 'privacy' }),
        findDocumento(db, { marchioId: req.params.id, tipo: 'condizioni_generali' }),
      ]);
      if (!privacy || !terms) throw notFound();
      const contenuto = await mergePdfs([privacy.contenuto, terms.contenuto]);
      return sendDocument(reply, {
        nome: `privacy-condizioni-${req.params.id}.pdf`,
        contentType: 'application/pdf',
        contenuto,
      });
    },
  );

  app.get(
    '/pub/documenti/:id',
    {
      config: { plainLink: true },
      schema: {
        summary: 'A published brand document, e.g. general terms (PDF, plain link)',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: fileAnswer },
      },
    },
    async (req, reply) => {
      const doc = await findDocumento(db, { id: req.params.id });
      if (!doc) throw notFound();
      return sendDocument(reply, doc);
    },
  );
};
