import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { sendDownload } from '../download';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../shared/errors';
import type { TipoBolletta } from '../../../shared/files';
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST, TIPI_BOLLETTA } from '../../../shared/files';
import { uuidParams } from '../../../shared/schemas/api';
import {
  FILE_CHECK_KEYS,
  allegatiResponse,
  allegatoParams,
  allegatoQuery,
  allegatoSchema,
  bollettaQuery,
  tipiAllegatoParams,
  tipiAllegatoQuery,
  tipiAllegatoResponse,
  tipoAllegatoSchema,
} from '../../../shared/schemas/files';
import { fileAnswer, noBody } from '../../../shared/schemas/media';
import { AppError, notFound, validationError } from '../../errors';
import type { Files, Upload } from '../../funnel/files';
import { fileTooLarge } from '../../services/domain/files/file-type';
import { languageOfRequest } from '../messages';
import type { RouteDeps } from '../route-deps';

// Uploads and downloads of a sale's files (issue 5, api-contract.md). Multipart is registered here
// only, so no other route accepts it; handlers read the parts and call the files service.

export type FilesRouteDeps = RouteDeps & { files: Files };

const LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES_PER_REQUEST,
  fields: 5,
  fieldSize: 1024,
  parts: MAX_FILES_PER_REQUEST + 5,
};

/** Uploads fill disks and blob tables: a person sends a few a minute, a script many. */
const UPLOADS_PER_MINUTE = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** A multipart failure as the contract names it; anything the parser raises is a bad request. */
function multipartError(err: unknown): Error {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, ERROR_CODES.bodyTooLarge);
  }
  return validationError({ _: 'validation.json' });
}

/** The files whose field `isFile` accepts, and the text fields; other file fields are refused. */
async function readMultipart(
  req: FastifyRequest,
  isFile: (field: string) => boolean,
): Promise<{ uploads: Upload[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError(415, ERROR_CODES.unsupportedMediaType);
  const uploads: Upload[] = [];
  const fields: Record<string, string> = {};
  const unknown: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (uploads.some((u) => u.field === part.fieldname)) {
        // each file field holds one file: a second is refused, never silently dropped (issue 17.7)
        part.file.resume();
        unknown[part.fieldname] = FILE_CHECK_KEYS.oneFile;
      } else if (isFile(part.fieldname)) {
        uploads.push({ field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
      } else {
        // read to the end all the same: the parser moves on only once a file is consumed
        part.file.resume();
        unknown[part.fieldname] = 'validation.unknown_field';
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (Object.keys(unknown).length) throw validationError(unknown);
  return { uploads, fields };
}

export const filesRoutes: FastifyPluginAsyncZod<FilesRouteDeps> = async (app, { files }) => {
  await app.register(multipart, { limits: LIMITS });

  app.post(
    '/vendite/:uuid/documento-identita',
    {
      config: UPLOADS_PER_MINUTE,
      schema: {
        summary:
          'Upload the identity document: multipart field `file` (PDF, JPEG or PNG, at most 10 MB) → 201 `Allegato`',
        params: uuidParams,
        response: { 201: allegatoSchema },
      },
    },
    async (req, reply) => {
      const { uploads } = await readMultipart(req, (f) => f === 'file');
      return reply.status(201).send(await files.uploadIdentityDocument(req.params.uuid, uploads));
    },
  );

  for (const tipo of TIPI_BOLLETTA) {
    app.post(
      `/vendite/:uuid/bolletta-${tipo}`,
      {
        config: UPLOADS_PER_MINUTE,
        schema: {
          summary: `Upload the ${tipo === 'luce' ? 'electricity' : 'gas'} bill: multipart field \`file\` → 201 \`Allegato\`; replaces the previous one; 400 when the offer has no ${tipo === 'luce' ? 'electricity' : 'gas'}`,
          params: uuidParams,
          response: { 201: allegatoSchema },
        },
      },
      async (req, reply) => {
        const { uploads } = await readMultipart(req, (f) => f === 'file');
        return reply.status(201).send(await files.uploadBill(req.params.uuid, tipo, uploads));
      },
    );

    app.delete(
      `/vendite/:uuid/bolletta-${tipo}`,
      {
        schema: {
          summary: `Delete the ${tipo === 'luce' ? 'electricity' : 'gas'} bill (204; 404 \`not_found\` when there is none)`,
          params: uuidParams,
          response: { 204: noBody },
        },
      },
      async (req, reply) => {
        await files.deleteBill(req.params.uuid, tipo);
        return reply.status(204).send();
      },
    );
  }

  app.get(
    '/allegati/:tipoContratto/operazioneCommerciale/:operazione/commodity',
    {
      schema: {
        summary:
          'Attachment types an operation asks for: `[{ tipoAllegato, descrizione, obbligatorio, commodity }]`, one per commodity asked (`?commodity=LUCE&commodity=GAS`, both when none), description in the `Accept-Language` language',
        params: tipiAllegatoParams,
        querystring: tipiAllegatoQuery,
        response: { 200: tipiAllegatoResponse },
      },
    },
    async (req) =>
      files.attachmentTypes(
        {
          tipoContratto: req.params.tipoContratto,
          operazione: req.params.operazione,
          commodities: req.query.commodity ?? ['LUCE', 'GAS'],
        },
        languageOfRequest(req.headers['accept-language']),
      ),
  );

  app.get(
    '/vendite/:uuid/allegati',
    {
      schema: {
        summary: "The sale's files: `[Allegato]`, oldest first",
        params: uuidParams,
        response: { 200: allegatiResponse },
      },
    },
    async (req) => files.list(req.params.uuid),
  );

  app.post(
    '/vendite/:uuid/allegati',
    {
      config: UPLOADS_PER_MINUTE,
      schema: {
        summary:
          "Upload attachments of one type: multipart files `allegato` or `allegatoN` (at most 5) and field `tipoAllegato`, one of the types the sale's operation asks for → 201 `[Allegato]`",
        params: uuidParams,
        response: { 201: allegatiResponse },
      },
    },
    async (req, reply) => {
      const { uploads, fields } = await readMultipart(req, (f) => /^allegato\d{0,2}$/.test(f));
      const tipo = tipoAllegatoSchema.safeParse(fields.tipoAllegato ?? '');
      if (!tipo.success) throw validationError({ tipoAllegato: 'validation.attachment_type' });
      return reply.status(201).send(await files.uploadAttachments(req.params.uuid, tipo.data, uploads));
    },
  );

  app.get(
    '/allegati/:id',
    {
      config: { plainLink: true },
      schema: {
        summary:
          "Download a file of a sale (plain link): `?vendita=` must be the owning sale's uuid, else 404",
        params: allegatoParams,
        querystring: allegatoQuery,
        response: { 200: fileAnswer },
      },
    },
    async (req, reply) => {
      if (!req.query.vendita) throw notFound();
      const file = await files.download(req.query.vendita, req.params.id);
      return sendDownload(reply, { ...file, bytes: file.contenuto });
    },
  );

  app.delete(
    '/allegati/:id',
    {
      // api-contract.md: addressed like the download; the XSRF header is still required
      config: { plainLink: true },
      schema: {
        summary: "Delete a file of a sale (204): `?vendita=` must be the owning sale's uuid, else 404",
        params: allegatoParams,
        querystring: allegatoQuery,
        response: { 204: noBody },
      },
    },
    async (req, reply) => {
      if (!req.query.vendita) throw notFound();
      await files.deleteAttachment(req.query.vendita, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/pub/vendite/:uuid/bolletta',
    {
      config: { plainLink: true },
      schema: {
        summary: "Download the sale's bill `?tipo=luce|gas` (plain link; 404 when there is none)",
        params: uuidParams,
        querystring: bollettaQuery,
        response: { 200: fileAnswer },
      },
    },
    async (req, reply) => {
      const file = await files.downloadBill(req.params.uuid, req.query.tipo as TipoBolletta);
      return sendDownload(reply, { ...file, bytes: file.contenuto });
    },
  );
};
