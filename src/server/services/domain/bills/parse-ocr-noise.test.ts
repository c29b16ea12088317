import { describe, expect, it } from 'vitest';
import { parseRows as parse, rowAt } from './test-rows';

// What OCR leaves between a label and its value on a scan (round 12 of issue 14): a speck read as a
// lone letter, a unit whose first letter it doubled. The label still reaches its value across them.

describe('a label and its value with OCR noise between them', () => {
  it('passes over a speck read as a lone accented letter', async () => {
    const c = await parse(
      [
        rowAt(484, ['Tensione di alimentazione', 105, 351], ['230 V', 687, 747]),
        rowAt(514, ['Consumo annuo', 106, 258], ['è', 455, 459], ['2.726 kWh', 687, 800]),
        rowAt(545, ['Consumo fatturato nel periodo', 106, 380], ['BS', 455, 470], ['454 kWh', 687, 790]),
      ],
      true,
    );
    expect(c.consumoAnnuoKwh?.valore).toBe(2726);
  });

  it("reads a table's row whose unit cell OCR read with its letter doubled ('Vv')", async () => {
    const c = await parse(
      [
        rowAt(210, ['1', 88, 95], ['POT_IMPEGNATA', 191, 318], ['Kw', 415, 443], ['3.00', 812, 846]),
        rowAt(
          264,
          ['1', 87, 95],
          ['TENSIONE', 189, 269],
          ['Vv', 414, 428],
          ['i', 609, 611],
          ['230.00', 812, 865],
        ),
      ],
      true,
    );
    expect(c.tensioneV?.valore).toBe(230);
    expect(c.potenzaImpegnataKw?.valore).toBe(3);
  });

  it("reads a thousands' stop OCR read as a colon", async () => {
    const c = await parse(
      [
        rowAt(
          100,
          ['38490690393', 40, 160],
          ['Consumo annuo: 31:900 kWh', 200, 420],
          ['Nel periodo: 5.317 kWh', 460, 640],
        ),
      ],
      true,
    );
    expect(c.consumoAnnuoKwh?.valore).toBe(31900);
  });

  it("reads Smc, mc and Sm³ as OCR reads them ('277 smec', '229 mec', '9.000 sm?')", async () => {
    for (const [value, n] of [
      ['277 smec', 277],
      ['229 mec', 229],
      // Sm³, its raised 3 read as a question mark
      ['9.000 sm?', 9000],
    ] as const) {
      const c = await parse(
        [
          rowAt(100, ['Codice PDR', 40, 120], ['88804039597685', 200, 320]),
          rowAt(130, ['Consumo annuo', 40, 150], [value, 200, 260]),
        ],
        true,
      );
      expect(c.consumoAnnuoSmc?.valore, value).toBe(n);
    }
  });

  it("reads a bare number under a label whose unit OCR read in bold ('Consumo annuo smec')", async () => {
    const c = await parse(
      [
        rowAt(100, ['Codice PDR', 40, 120], ['88804039597685', 200, 320]),
        rowAt(130, ['Consumo annuo smec', 40, 180], ['1.277', 200, 240]),
      ],
      true,
    );
    expect(c.consumoAnnuoSmc?.valore).toBe(1277);
  });

  it("reads a table's column whose header's unit OCR read with its S doubled ('(Ssmc)')", async () => {
    const c = await parse(
      [
        rowAt(
          196,
          ['Codice PDR', 98, 191],
          ['Codice REMI', 330, 433],
          ['Categoria', 481, 565],
          ['Consumo annuo', 816, 944],
        ),
        rowAt(217, ["d'uso", 485, 530], ['(Ssmc)', 813, 863]),
        rowAt(246, ['83411132947412', 99, 242], ['34965388', 330, 412], ['c2', 485, 508], ['224', 817, 849]),
      ],
      true,
    );
    expect(c.consumoAnnuoSmc?.valore).toBe(224);
  });

  it('reads a codice fiscale OCR broke with a stroke, never a number broken the same way', async () => {
    const c = await parse([rowAt(100, ['Codice fiscale', 40, 120], ['SRRLCU76M101/2250', 150, 300])], true);
    expect(c.codiceFiscale?.valore).toBe('SRRLCU76M10I225O');
    const n = await parse([rowAt(100, ['Codice fiscale', 40, 120], ['0212345678/123456', 150, 300])], true);
    expect(n.codiceFiscale).toBeUndefined();
  });

  it("gives a company's name without OCR's quote before it, 'll' read back as 'Il', a cooperative's form whole", async () => {
    const c = await parse(
      [
        rowAt(100, ['Ragione sociale', 40, 120], ['"Autofficina ll Girasole S.a.s.', 150, 330]),
        rowAt(120, ['Partita IVA', 40, 120], ['01234567897', 150, 230]),
        rowAt(700, [
          'Consorzio Energetico delle Dolomiti Soc Coop. - Sede legale Via Roma 1, 32100 Belluno',
          40,
          500,
        ]),
      ],
      true,
    );
    expect(c.ragioneSociale?.valore).toBe('Autofficina Il Girasole S.a.s.');
    expect(c.fornitore?.valore).toBe('Consorzio Energetico delle Dolomiti Soc. Coop.');
  });

  it("reads a voltage whose unit OCR doubled after it ('230 Vv'), and one whose label names the volts", async () => {
    const doubled = await parse(
      [
        rowAt(701, ['IT012E88192333', 185, 390], ['6 kW', 418, 482], ['230 Vv', 886, 959]),
        rowAt(725, ['codice POD', 185, 288], ['potenza impegnata', 419, 595], ['tensione', 886, 963]),
      ],
      true,
    );
    expect(doubled.tensioneV?.valore).toBe(230);
    const named = await parse(
      [
        rowAt(100, ['4,5', 292, 457], ['230', 680, 791], ['1.861', 996, 1164]),
        rowAt(
          112,
          ['kW di potenza impegnata', 363, 553],
          ['Volt di tensione', 673, 792],
          ['kWh, il tuo consumo in un anno', 991, 1226],
        ),
      ],
      true,
    );
    expect(named.tensioneV?.valore).toBe(230);
  });

  it("reads a consumption whose kWh OCR read with its W doubled ('KwWH')", async () => {
    const c = await parse(
      [
        rowAt(
          100,
          ['CONSUMO ANNUO (KwWH):', 40, 200],
          ['2.986', 220, 260],
          ['COEFF. CORRETTIVO C: 1,0180', 300, 460],
        ),
      ],
      true,
    );
    expect(c.consumoAnnuoKwh?.valore).toBe(2986);
    const before = await parse(
      [rowAt(120, ['CONS.ANNUO....: KwWH 39.300', 40, 260], ['MATR. CONT', 300, 360])],
      true,
    );
    expect(before.consumoAnnuoKwh?.valore).toBe(39300);
  });
});
