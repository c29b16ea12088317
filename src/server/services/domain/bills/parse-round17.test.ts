import { describe, expect, it } from 'vitest';
import { parseRows as parse, rowAt } from './test-rows';

// Shapes of round 17 of issue 14, from OCR's readings of the tuning scans: a thousands' stop read as a
// comma in a year's consumption, a POD's 0 read as "@".

const HOLDER = [
  rowAt(40, ['Intestatario', 40, 100], ['Mario Rossi', 170, 230]),
  rowAt(52, ['Codice fiscale', 40, 110], ['RSSMRA80A01H501U', 170, 260]),
];

describe("a year's consumption read by OCR", () => {
  it('takes a comma before three digits for the thousands it stands for, not shown as sure', async () => {
    const rows = [
      ...HOLDER,
      rowAt(400, ['Cod. POD IT001E12345678', 40, 200], ['Tens. V 230 monofase', 260, 380]),
      rowAt(412, ['Cons. annuo kWh 2,531', 40, 200]),
    ];
    const c = await parse(rows, true);
    expect(c.consumoAnnuoKwh?.valore).toBe(2531);
    expect(c.consumoAnnuoKwh?.confidenza).toBeLessThan(0.9);
    // in a PDF's own text the comma is what the bill prints
    expect((await parse(rows)).consumoAnnuoKwh?.valore).not.toBe(2531);
  });

  it('keeps a decimal comma that is not followed by exactly three digits', async () => {
    const c = await parse(
      [...HOLDER, rowAt(412, ['Consumo annuo', 40, 120], ['1.645,5 Smc', 170, 230])],
      true,
    );
    expect(c.consumoAnnuoSmc?.valore).toBe(1645.5);
  });
});

describe('a POD read by OCR', () => {
  it('takes an "@" where the format wants a digit for the 0 it is', async () => {
    const c = await parse([...HOLDER, rowAt(400, ['Cod. POD IT@20E57557022', 40, 200])], true);
    expect(c.pod?.valore).toBe('IT020E57557022');
    expect(c.pod?.confidenza).toBeLessThan(0.9);
  });
});

// and from six new tuning layouts (layouts-ze.ts, layouts-zf.ts): a South Tyrol cooperative, a town's
// utility, a narrow statement's abbreviations, a paper form's boxes
const POD = rowAt(400, ['POD', 40, 60], ['IT001E12345678', 170, 250]);

describe('a supplier with no Italian company form', () => {
  it('is a South Tyrol cooperative ending in "Gen.", never a month', async () => {
    const c = await parse([
      ...HOLDER,
      POD,
      rowAt(760, ['Energiewerk Ritten Renon Gen. - Dorfstraße 12', 40, 300]),
    ]);
    expect(c.fornitore?.valore).toBe('Energiewerk Ritten Renon Gen.');
    const months = await parse([...HOLDER, POD, rowAt(700, ['Consumi Nov. Dic. Gen. 2026', 40, 300])]);
    expect(months.fornitore).toBeUndefined();
  });

  it("is a town's utility (azienda speciale), named whole where its logo shortens it", async () => {
    const c = await parse([
      rowAt(20, ['Azienda Speciale Multiservizi', 40, 200]),
      ...HOLDER,
      POD,
      rowAt(700, ['Ente creditore', 40, 120], ['ASM Montorio Azienda Speciale Multiservizi', 170, 400]),
      rowAt(760, [
        'ASM Montorio Azienda Speciale Multiservizi - Piazza Orsini 1, 64046 Montorio al Vomano',
        40,
        500,
      ]),
      rowAt(780, ['ASM MONTORIO - Azienda Speciale Multiservizi', 40, 300]),
    ]);
    expect(c.fornitore?.valore).toBe('ASM Montorio Azienda Speciale Multiservizi');
  });

  it("is not a sentence ending in a company's name", async () => {
    const c = await parse([
      ...HOLDER,
      POD,
      rowAt(700, ['Forniture di Lumen Energia Italia S.p.A.', 40, 300]),
      rowAt(760, ['Lumen Energia Italia S.p.A. - Via Roma 1, Milano', 40, 300]),
      rowAt(780, ['Lumen Energia Italia S.p.A.', 40, 300]),
    ]);
    expect(c.fornitore?.valore).toBe('Lumen Energia Italia S.p.A.');
  });
});

describe("a narrow statement's abbreviated labels", () => {
  it('reads the power, the category and a year of gas by their short labels', async () => {
    const c = await parse([
      ...HOLDER,
      POD,
      rowAt(412, ['POT. IMPEGN.: 4,5 KW', 40, 200]),
      rowAt(424, ['POT. DISPON.: 5 KW', 40, 200]),
      rowAt(436, ['P.D.R.: 97204766067923', 40, 200]),
      rowAt(448, ['CATEG. USO ........ T1 - USO TECNOLOGICO', 40, 300]),
      rowAt(460, ['CONS. ULT. 12 MESI: 7.300 SMC', 40, 200]),
      rowAt(472, ['CONS. PERIODO: 2.701 SMC', 40, 200]),
    ]);
    expect(c.potenzaImpegnataKw?.valore).toBe(4.5);
    expect(c.categoriaUsoGas?.valore).toBe('T1');
    expect(c.consumoAnnuoSmc?.valore).toBe(7300);
  });
});

describe("a paper form's address boxes", () => {
  it('joins the values each under its caption, past the boxes that are no part of it', async () => {
    const c = await parse([
      ...HOLDER,
      rowAt(300, ['QUADRO C - UBICAZIONE DELLA FORNITURA', 40, 300]),
      rowAt(
        312,
        ['INDIRIZZO (VIA, PIAZZA)', 40, 160],
        ['N. CIVICO', 400, 450],
        ['SCALA / INTERNO', 480, 560],
      ),
      rowAt(324, ['VIA DELLA REPUBBLICA', 40, 160], ['102', 400, 420], ['-', 480, 485]),
      rowAt(
        336,
        ['CAP', 40, 60],
        ['COMUNE', 110, 160],
        ['PROVINCIA', 380, 430],
        ['ZONA CLIMATICA', 480, 560],
      ),
      rowAt(348, ['50038', 40, 70], ['SCARPERIA E SAN PIERO', 110, 230], ['FI', 380, 390], ['E', 480, 485]),
      POD,
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      via: 'della Repubblica',
      civico: '102',
      cap: '50038',
      comune: 'Scarperia e San Piero',
      provincia: 'FI',
    });
  });
});

describe("a company holder's name read by OCR", () => {
  it('is read with its legal form misread ("S.r.1,s."), never as the label\'s other wording', async () => {
    const c = await parse(
      [
        rowAt(
          365,
          ['Denominazione / ragione sociale', 40, 200],
          ['Codice fiscale', 300, 380],
          ['Partita IVA', 420, 480],
        ),
        rowAt(
          389,
          ['Autofficina Gentile S.r.1,s.', 40, 200],
          ['34750440074', 300, 380],
          ['34750440074', 420, 480],
        ),
        POD,
      ],
      true,
    );
    expect(c.ragioneSociale?.valore).toBe('Autofficina Gentile S.r.l.s.');
  });

  it("is left empty rather than the label's other wording", async () => {
    const c = await parse(
      [rowAt(365, ['Denominazione / ragione sociale', 40, 200]), rowAt(389, ['34750440074', 300, 380]), POD],
      true,
    );
    expect(c.ragioneSociale).toBeUndefined();
  });
});
