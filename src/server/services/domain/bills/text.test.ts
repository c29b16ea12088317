import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { billsOf } from '../../../../../scripts/bills-gen/generate';
import { scan } from '../../../../../scripts/bills-gen/images';
import { LAYOUTS } from '../../../../../scripts/bills-gen/layouts';
import { imagePdf } from '../../../../../scripts/bills-gen/page';
import { random } from '../../../../../scripts/bills-gen/random';
import { SURE_CONFIDENCE } from '../../../../shared/schemas/bills';
import { readBill } from './read-bill';
import { billText, closeOcr, COLUMN_GAP, kindOf, rowsOf, UnsupportedBillError } from './text';

const SAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'samples');
const sample = (file: string) => fs.readFile(path.join(SAMPLES, file));
// OCR of a 150 dpi page takes 3 to 6 s on two cores, and the first one loads the Italian model
const OCR_TIMEOUT = 30_000;

afterAll(async () => {
  await closeOcr();
});

describe('kindOf', () => {
  it('goes by the first bytes, then by the declared type', async () => {
    expect(kindOf(await sample('solaria-luce-pf.pdf'), 'application/octet-stream')).toBe('pdf');
    expect(kindOf(await sample('solaria-luce-pf.png'), 'application/pdf')).toBe('image');
    expect(kindOf(await sample('solaria-gas-pg.jpg'), '')).toBe('image');
    expect(kindOf(new Uint8Array([1, 2, 3]), 'text/plain')).toBeNull();
  });
});

describe('rowsOf', () => {
  it('joins the words of a row left to right, with a column gap where they stand apart', () => {
    const word = (text: string, x0: number, x1: number, y0 = 100) => ({ text, x0, x1, y0, y1: y0 + 10 });
    expect(
      rowsOf([
        word('IT001E04871593', 200, 280),
        word('Codice', 50, 80, 101),
        word('POD', 83, 100),
        word('Sotto', 50, 80, 130),
      ]),
    ).toEqual([`Codice POD${COLUMN_GAP}IT001E04871593`, 'Sotto']);
  });

  it("keeps a line a photo left slanted in one row, by OCR's line, without reaching the rows beside it", () => {
    // the footer's line rises 14 px across the page; the line under it starts level with its end
    const word = (text: string, x0: number, y0: number, line: number) => ({
      text,
      x0,
      x1: x0 + 60,
      y0,
      y1: y0 + 10,
      line,
    });
    const words = [
      word('Lumen', 40, 114, 1),
      word('Energia', 104, 111, 1),
      word('S.p.A.', 168, 107, 1),
      word('Sede', 232, 104, 1),
      word('legale', 296, 100, 1),
      word('P.IVA', 40, 100, 0),
      word('04127893057', 104, 97, 0),
      word('Servizio', 40, 128, 2),
      word('clienti', 104, 125, 2),
    ];
    expect(rowsOf(words)).toEqual([
      'P.IVA 04127893057',
      'Lumen Energia S.p.A. Sede legale',
      'Servizio clienti',
    ]);
    // without OCR's lines, the slanted line breaks where its words stop overlapping
    expect(rowsOf(words.map(({ line: _, ...w }) => w))).not.toContain('Lumen Energia S.p.A. Sede legale');
  });
});

describe('billText', () => {
  it("reads a PDF's text layer, row by row, without OCR", async () => {
    const t = await billText(await sample('solaria-luce-pf.pdf'), 'application/pdf');
    expect(t.fonte).toBe('pdf');
    expect(t.pagine).toBe(1);
    expect(t.confidenzaOcr).toBeUndefined();
    expect(t.testo.split('\n')).toContain(`Codice POD${COLUMN_GAP}IT001E04871593`);
    expect(t.testo).toContain(`Consumo annuo${COLUMN_GAP}2.700 kWh`);
  });

  it('refuses a file that is neither a PDF nor an image', async () => {
    await expect(billText(new TextEncoder().encode('hello'), 'text/plain')).rejects.toBeInstanceOf(
      UnsupportedBillError,
    );
  });

  it(
    'reads a scanned photo with OCR (Italian model from node_modules)',
    async () => {
      const t = await billText(await sample('ventochiaro-dual-pf.png'), 'image/png');
      expect(t.fonte).toBe('ocr');
      expect(t.confidenzaOcr).toBeGreaterThan(0.7);
      expect(t.testo).toContain('IT002E30817462');
      expect(t.testo).toContain('RSSFNC90S63H501B');
      expect(t.testo).toMatch(/Consumo degli ultimi 12 mesi: 1\.850 kWh/);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a phone photo of a bill, the page straightened, every row of its table',
    async () => {
      const t = await billText(await sample('solaria-luce-pf-foto.jpg'), 'image/jpeg');
      expect(t.fonte).toBe('ocr');
      expect(t.testo).toContain('BNCGLI90A41F205H');
      // the row under the POD: the page's edge left dark along the top once made it "3KkWw"
      expect(t.testo).toMatch(/Potenza impegnata {3}3 kW\b/i);
      expect(t.testo).toMatch(/Potenza disponibile {3}3,3 kW\b/i);
    },
    OCR_TIMEOUT,
  );

  it(
    "OCRs the pages of a PDF that have no text layer (a scanner's PDF)",
    async () => {
      const t = await billText(await sample('fiumeazzurro-dual-pf-scansione.pdf'), 'application/pdf');
      expect(t.fonte).toBe('ocr');
      expect(t.testo).toContain('00880010100102');
    },
    OCR_TIMEOUT,
  );
});

describe('readBill', () => {
  it(
    "reads page 2 of a scan when page 1 names one supply and page 2 holds the other's",
    async () => {
      // a tuning layout (never a held-out one): gas on page 1, the electricity only on page 2
      const index = LAYOUTS.findIndex((l) => l.key === 'salento');
      const layout = LAYOUTS[index]!;
      const bill = billsOf(layout, index, 3, 21).find((b) => b.luce && b.gas)!;
      const rnd = random(21);
      const scans = await Promise.all(layout.draw(bill).map((p) => scan(p, rnd, 'jpeg')));
      const campi = await readBill(await imagePdf(scans, 'Scansione'), 'application/pdf');
      expect(campi.commodity?.valore).toBe('dual');
      expect(campi.potenzaImpegnataKw?.valore).toBe(bill.luce!.potenzaKw);
      expect(campi.consumoAnnuoKwh?.valore).toBe(bill.luce!.annuoKwh);
      expect(campi.pdr?.valore).toBe(bill.gas!.pdr);
    },
    // the two pages are drawn and scanned here before they are read
    3 * OCR_TIMEOUT,
  );

  it('returns the fields with their confidence', async () => {
    const campi = await readBill(await sample('monterosa-luce-pg.pdf'), 'application/pdf');
    expect(campi.pod?.valore).toBe('IT012E00684927');
    // a POD read from a PDF's text is right so often that the customer is not asked to check it
    expect(campi.pod?.confidenza).toBeGreaterThanOrEqual(SURE_CONFIDENCE);
    // a power found by its label is always offered for checking (calibration.ts)
    expect(campi.potenzaImpegnataKw?.confidenza).toBeLessThan(SURE_CONFIDENCE);
    expect(campi.partitaIva?.valore).toBe('01234567897');
  });

  it(
    'reads a JPEG scan with lower confidences than the same bill as a PDF',
    async () => {
      const scan = await readBill(await sample('monterosa-gas-pf.jpg'), 'image/jpeg');
      const pdf = await readBill(await sample('monterosa-gas-pf.pdf'), 'application/pdf');
      expect(scan.pdr?.valore).toBe('00880010200201');
      expect(scan.codiceFiscale?.valore).toBe('SPSGPP75L04A944C');
      expect(scan.pdr?.confidenza).toBeLessThan(pdf.pdr?.confidenza ?? 0);
    },
    OCR_TIMEOUT,
  );
});
