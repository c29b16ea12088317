import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

// The brand's published documents (privacy notice, general terms) as real PDFs, rendered at seed
// time. A retailer replaces them with its own files; the demo needs something true to open.

export type BrandDocument = { title: string; paragraphs: string[] };

function hexToRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderBrandDocument(
  brand: { nome: string; colore: string },
  doc: BrandDocument,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Fixed dates keep the bytes (and their SHA-256) stable between seeds.
  const fixed = new Date('2026-01-01T00:00:00Z');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  pdf.setTitle(`${brand.nome} - ${doc.title}`);
  pdf.setAuthor(brand.nome);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [w, h] = [595.28, 841.89];
  const margin = 56;
  let page = pdf.addPage([w, h]);
  let y = h - margin;
  page.drawText(brand.nome, { x: margin, y, size: 20, font: bold, color: hexToRgb(brand.colore) });
  y -= 34;
  page.drawText(doc.title, { x: margin, y, size: 15, font: bold });
  y -= 28;
  for (const p of doc.paragraphs) {
    for (const line of wrap(p, w - 2 * margin, (s) => font.widthOfTextAtSize(s, 11))) {
      if (y < margin) {
        page = pdf.addPage([w, h]);
        y = h - margin;
      }
      page.drawText(line, { x: margin, y, size: 11, font });
      y -= 15;
    }
    y -= 8;
  }
  return pdf.save();
}

export function privacyNotice(brand: string): BrandDocument {
  return {
    title: 'Informativa sul trattamento dei dati personali',
    paragraphs: [
      `Ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR), ${brand}, titolare del trattamento, informa che i dati personali forniti durante la sottoscrizione online sono trattati per concludere ed eseguire il contratto di fornitura, per adempiere agli obblighi di legge e, solo con il consenso dell'interessato, per finalità di marketing.`,
      'I dati sono conservati per la durata del contratto e, dopo la sua cessazione, per il tempo previsto dalle norme civilistiche e fiscali. Non sono diffusi; possono essere comunicati al distributore locale, al Sistema Informativo Integrato e ai soggetti che svolgono servizi per conto del titolare.',
      "L'interessato può esercitare i diritti di accesso, rettifica, cancellazione, limitazione, portabilità e opposizione scrivendo al titolare, e può proporre reclamo al Garante per la protezione dei dati personali.",
    ],
  };
}

export function generalTerms(brand: string): BrandDocument {
  return {
    title: 'Condizioni generali di fornitura',
    paragraphs: [
      `Le presenti condizioni regolano la fornitura di energia elettrica e gas naturale da parte di ${brand} al cliente finale che sottoscrive la proposta online.`,
      'Il contratto si conclude con la firma della proposta mediante codice monouso. Il cliente consumatore può recedere entro 14 giorni dalla conclusione senza indicarne il motivo e senza costi, come previsto dal Codice del consumo (D.Lgs. 206/2005, art. 52).',
      "La fornitura decorre dalla prima data utile comunicata dal distributore. Le condizioni economiche sono quelle dell'offerta sottoscritta; la fatturazione segue la periodicità indicata nell'offerta.",
      'Il pagamento avviene con addebito diretto SEPA o con bollettino postale, secondo la scelta del cliente. Per reclami e informazioni il cliente può rivolgersi al servizio clienti del venditore.',
    ],
  };
}
