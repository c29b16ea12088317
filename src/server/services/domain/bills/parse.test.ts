import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { campiBollettaSchema, CAMPI_BOLLETTA, type ValoriBolletta } from '../../../../shared/schemas/bills';
import { CONFIDENCE, parseAddress, parseBill, parseItalianNumber, splitName } from './parse';
import { billText } from './text';
import type { CampiBolletta } from './types';

const SAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'samples');

type Sample = { file: string; kind: 'pdf' | 'image' | 'scanned-pdf'; bill: string; expected: ValoriBolletta };
const truth = JSON.parse(await fs.readFile(path.join(SAMPLES, 'truth.json'), 'utf8')) as {
  samples: Sample[];
};
const pdfSamples = truth.samples.filter((s) => s.kind === 'pdf');

describe('the text PDF samples', () => {
  const parsed = new Map<string, CampiBolletta>();
  beforeAll(async () => {
    for (const s of pdfSamples) {
      const text = await billText(await fs.readFile(path.join(SAMPLES, s.file)), 'application/pdf');
      parsed.set(s.file, await parseBill(text.testo));
    }
  });

  it('cover four suppliers, electricity, gas and dual, people and companies', () => {
    expect(new Set(pdfSamples.map((s) => s.expected.fornitore)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(pdfSamples.map((s) => s.expected.commodity))).toEqual(new Set(['luce', 'gas', 'dual']));
    expect(new Set(pdfSamples.map((s) => s.expected.tipoIntestatario))).toEqual(new Set(['PF', 'PG']));
  });

  for (const field of CAMPI_BOLLETTA) {
    it(`read ${field} right on every sample, and find no ${field} where there is none`, () => {
      for (const s of pdfSamples) {
        const got = parsed.get(s.file)?.[field];
        const want = s.expected[field];
        expect({ file: s.file, valore: got?.valore }).toEqual({ file: s.file, valore: want });
      }
    });
  }

  it('give results that the shared schema accepts', () => {
    for (const campi of parsed.values()) expect(campiBollettaSchema.safeParse(campi).success).toBe(true);
  });

  it('give checked values (codice fiscale, partita IVA, POD, PDR, address) the highest confidence', () => {
    for (const campi of parsed.values()) {
      for (const field of ['codiceFiscale', 'partitaIva', 'pod', 'pdr', 'indirizzoFornitura'] as const) {
        const c = campi[field];
        if (c) expect({ field, confidenza: c.confidenza }).toEqual({ field, confidenza: CONFIDENCE.checked });
      }
      for (const c of Object.values(campi)) {
        expect(c.confidenza).toBeGreaterThanOrEqual(0.6);
        expect(c.confidenza).toBeLessThanOrEqual(1);
      }
    }
  });

  it('split names by the codice fiscale: upper-case surname first and name first both come right', () => {
    const c = parsed.get('solaria-luce-pf.pdf'); // BIANCHI GIULIA
    expect([c?.nome?.valore, c?.cognome?.valore, c?.nome?.confidenza]).toEqual(['Giulia', 'Bianchi', 0.97]);
  });
});

// a bill's text as text.ts gives it: cells of a row three spaces apart
const BILL = `ACME LUCE   Acme Luce S.p.A. - P.IVA 12345678903
Spett.le
ROSSI MARIO
VIA GARIBALDI 3
20121 MILANO MI
DATI DEL CLIENTE
Intestatario   ROSSI MARIO
Codice fiscale   RSSMRA85T10A562S
Indirizzo di fornitura   Piazza Duomo 1 - 20122 Milano (MI)
Codice POD   IT001E04871593
Potenza disponibile   3,3 kW
Potenza impegnata   3 kW
Tensione   230 V
Consumo fatturato nel periodo   450 kWh
Consumo annuo   2.700 kWh
Acme Luce S.p.A. - Sede legale: Via Roma 1, 00184 Roma (RM) - Registro Imprese, C.F. e P.IVA 12345678903`;

describe('parseBill', () => {
  it('reads a bill and passes over the decoys (available power, period consumption, mailing address)', async () => {
    const c = await parseBill(BILL);
    expect(c.potenzaImpegnataKw?.valore).toBe(3);
    expect(c.consumoAnnuoKwh?.valore).toBe(2700);
    expect(c.indirizzoFornitura?.valore).toEqual({
      toponimo: 'Piazza',
      via: 'Duomo',
      civico: '1',
      cap: '20122',
      comune: 'Milano',
      provincia: 'MI',
    });
    expect(c.fornitore?.valore).toBe('Acme Luce S.p.A.');
    expect(c.commodity).toEqual({ valore: 'luce', confidenza: CONFIDENCE.checked });
  });

  it("never takes the supplier's partita IVA for the holder's", async () => {
    const c = await parseBill(BILL);
    expect(c.tipoIntestatario?.valore).toBe('PF');
    expect(c.partitaIva).toBeUndefined();
  });

  it("takes a company holder's partita IVA and codice fiscale beside the supplier's", async () => {
    const text = BILL.replace('Intestatario   ROSSI MARIO', 'Ragione sociale   BAR CENTRALE S.N.C.')
      .replace('Codice fiscale   RSSMRA85T10A562S', 'Codice fiscale / Partita IVA   01234567897')
      .replace('ROSSI MARIO\n', 'BAR CENTRALE S.N.C.\n');
    const c = await parseBill(text);
    expect(c.tipoIntestatario?.valore).toBe('PG');
    expect(c.ragioneSociale?.valore).toBe('Bar Centrale S.n.c.');
    expect(c.partitaIva).toEqual({ valore: '01234567897', confidenza: CONFIDENCE.checked });
    expect(c.codiceFiscale?.valore).toBe('01234567897');
    expect(c.nome).toBeUndefined();
  });

  it('gives a wrong partita IVA check digit a low confidence', async () => {
    const text = BILL.replace('Intestatario   ROSSI MARIO', 'Ragione sociale   BAR CENTRALE S.N.C.').replace(
      'Codice fiscale   RSSMRA85T10A562S',
      'Partita IVA   01234567890',
    );
    const c = await parseBill(text);
    expect(c.partitaIva).toEqual({ valore: '01234567890', confidenza: CONFIDENCE.doubtful });
  });

  it("undoes OCR's confusions in identifiers, with a lower confidence", async () => {
    const ocr = BILL.replace('IT001E04871593', 'IT0O1E0487I593').replace(
      'RSSMRA85T10A562S',
      'R5SMRA85T1OA562S',
    );
    const c = await parseBill(ocr, { ocr: true, confidenzaOcr: 0.9 });
    expect(c.pod?.valore).toBe('IT001E04871593');
    expect(c.codiceFiscale?.valore).toBe('RSSMRA85T10A562S');
    const clean = await parseBill(BILL, { ocr: true, confidenzaOcr: 0.9 });
    expect(c.pod?.confidenza).toBeLessThan(clean.pod?.confidenza ?? 0);
    expect(clean.pod?.confidenza).toBeLessThan(CONFIDENCE.checked);
  });

  it('reads a gas table: header row over the value row, spaced PDR, category', async () => {
    const text = `Fornitura gas
Punto di riconsegna (PDR)   Codice REMI   Categoria d'uso   Consumo annuo
0088 0004 5120 36   34601200   C3   950 Smc
Luogo di fornitura: Via Toledo 256, 80134 Napoli NA`;
    const c = await parseBill(text);
    expect(c.pdr?.valore).toBe('00880004512036');
    expect(c.codiceRemi?.valore).toBe('34601200');
    expect(c.categoriaUsoGas?.valore).toBe('C3');
    expect(c.consumoAnnuoSmc?.valore).toBe(950);
    expect(c.commodity?.valore).toBe('gas');
    expect(c.consumoAnnuoKwh).toBeUndefined();
  });

  it('lowers the confidence of an address whose CAP is not of its comune', async () => {
    const c = await parseBill('Indirizzo di fornitura: Via Roma 10, 10121 Milano (MI)');
    expect(c.indirizzoFornitura?.valore.comune).toBe('Milano');
    expect(c.indirizzoFornitura?.confidenza).toBe(CONFIDENCE.doubtful);
  });

  it('mends an OCR-garbled comune from its CAP', async () => {
    const c = await parseBill('Indirizzo di fornitura: Via Po 12, 10123 T0rlno (TO)', { ocr: true });
    expect(c.indirizzoFornitura?.valore).toMatchObject({ cap: '10123', comune: 'Torino', provincia: 'TO' });
    expect(c.indirizzoFornitura?.confidenza).toBeLessThan(0.85);
  });

  it('finds nothing in a text that is no bill', async () => {
    expect(await parseBill('Gentile cliente, la ringraziamo per la fiducia.')).toEqual({});
  });
});

describe('helpers', () => {
  it('read Italian numbers', () => {
    expect(parseItalianNumber('2.700')).toBe(2700);
    expect(parseItalianNumber('24.000')).toBe(24000);
    expect(parseItalianNumber('3,0')).toBe(3);
    expect(parseItalianNumber('4,5')).toBe(4.5);
    expect(parseItalianNumber('1.234,56')).toBe(1234.56);
    expect(parseItalianNumber('2,7.00')).toBeNull();
  });

  it('split a name by its codice fiscale, or guess from the case', () => {
    expect(splitName('BIANCHI GIULIA', 'BNCGLI90A41F205H')).toEqual({
      nome: 'Giulia',
      cognome: 'Bianchi',
      byCode: true,
    });
    expect(splitName('Giulia Bianchi', 'BNCGLI90A41F205H')).toMatchObject({
      nome: 'Giulia',
      cognome: 'Bianchi',
    });
    expect(splitName('Maria Grazia De Luca', 'DLCMGR80A41F205X')).toMatchObject({
      nome: 'Maria Grazia',
      cognome: 'De Luca',
      byCode: true,
    });
    expect(splitName('ROSSI MARIO')).toEqual({ nome: 'Mario', cognome: 'Rossi', byCode: false });
    expect(splitName('Mario Rossi')).toEqual({ nome: 'Mario', cognome: 'Rossi', byCode: false });
  });

  it('parse addresses in the usual shapes', () => {
    expect(parseAddress("VIA DELL'INDIPENDENZA 40, 40121 BOLOGNA BO")).toEqual({
      toponimo: 'Via',
      via: "dell'Indipendenza",
      civico: '40',
      cap: '40121',
      comune: 'Bologna',
      provincia: 'BO',
    });
    expect(parseAddress('Corso Francia 200/B - 10143 Torino (TO)')).toMatchObject({
      toponimo: 'Corso',
      via: 'Francia',
      civico: '200/B',
      cap: '10143',
    });
    expect(parseAddress('nessun indirizzo qui')).toBeNull();
  });
});
