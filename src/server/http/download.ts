import type { FastifyReply } from 'fastify';

/**
 * Downloads of files and contracts: never sniffed, never kept by a shared cache, and never run as a
 * page of our origin: always saved (`attachment`, PDFs too: a PDF viewer runs script), and sandboxed
 * should a browser show one all the same (issue 17.3, decision 017).
 */
export function sendDownload(
  reply: FastifyReply,
  file: { nome: string; contentType: string; bytes: Uint8Array },
) {
  const ascii = file.nome.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.nome)}`,
    )
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
