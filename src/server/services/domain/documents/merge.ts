import { PDFDocument } from 'pdf-lib';

/** The PDFs one after the other in one document (the privacy notice and the terms, read together). */
export async function mergePdfs(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const part of parts) {
    const doc = await PDFDocument.load(part);
    const pages = await out.copyPages(doc, doc.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return out.save();
}
