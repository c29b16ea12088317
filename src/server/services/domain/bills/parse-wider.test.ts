import { describe, expect, it } from 'vitest';
import { parseRows as parse, row, rowAt } from './test-rows';

// Shapes of round 11 of issue 14, found by varying one part of a plain bill at a time (the address's
// label, place and writing; the supplier's mentions; a label wrapped in a narrow cell) and on the round's
// tuning layouts (closing bills, dense narrow columns, energy sold with other services).

const SUPPLY = { toponimo: 'Viale', via: 'delle Rose', civico: '36/A', cap: '63812', comune: 'Montegranaro' };
const HOLDER = [
  rowAt(40, ['Intestatario', 40, 100], ['Mario Rossi', 170, 230]),
  rowAt(52, ['Codice fiscale', 40, 110], ['RSSMRA80A01H501U', 170, 260]),
];
const ENVELOPE = [
  rowAt(100, ['Spett.le', 330, 370]),
  rowAt(112, ['MARIO ROSSI', 330, 400]),
  rowAt(124, ['VIA NAZIONALE 12', 330, 420]),
  rowAt(136, ['00184 ROMA RM', 330, 410]),
];

describe('the supply address without a label the parser knows', () => {
  it('is not taken for the envelope when it stands under the envelope, past its CAP', async () => {
    const c = await parse([
      ...HOLDER,
      ...ENVELOPE,
      rowAt(
        240,
        ['Punto di prelievo', 40, 120],
        ['Viale delle Rose 36/A - 63812 Montegranaro (FM)', 170, 380],
      ),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject(SUPPLY);
  });

  it('reads parts in cells of their own under a header row of captions', async () => {
    const c = await parse([
      ...HOLDER,
      rowAt(240, ['Via/Piazza', 40, 90], ['Civico', 200, 230], ['CAP', 250, 270], ['Comune', 310, 350]),
      rowAt(
        252,
        ['Viale delle Rose', 40, 120],
        ['36/A', 200, 220],
        ['63812', 250, 280],
        ['Montegranaro', 310, 370],
      ),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject(SUPPLY);
  });

  it("takes the supply's column or section over the holder's residence", async () => {
    const columns = await parse([
      ...HOLDER,
      rowAt(228, ['Intestatario', 170, 230], ['Fornitura', 370, 420]),
      rowAt(240, ['Indirizzo', 40, 90], ['Via Garibaldi 4', 170, 240], ['Viale delle Rose 36/A', 370, 470]),
      rowAt(252, ['00184 Roma (RM)', 170, 240], ['63812 Montegranaro (FM)', 370, 480]),
    ]);
    expect(columns.indirizzoFornitura?.valore).toMatchObject(SUPPLY);
    const sections = await parse([
      ...HOLDER,
      rowAt(228, ['DATI DEL CLIENTE', 40, 130]),
      rowAt(240, ['Indirizzo', 40, 90], ['Via Garibaldi 4, 00184 Roma (RM)', 170, 330]),
      rowAt(270, ['DATI DELLA FORNITURA', 40, 150]),
      rowAt(282, ['Indirizzo', 40, 90], ['Viale delle Rose 36/A, 63812 Montegranaro (FM)', 170, 380]),
    ]);
    expect(sections.indirizzoFornitura?.valore).toMatchObject(SUPPLY);
  });

  it('reads it in a sentence, the words before the street left out', async () => {
    const c = await parse([
      ...HOLDER,
      rowAt(240, [
        "La fornitura è attiva presso l'immobile di Viale delle Rose 36/A, 63812 Montegranaro (FM).",
        40,
        500,
      ]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject(SUPPLY);
  });

  it('knows more labels of the supply', async () => {
    for (const label of [
      'Indirizzo di erogazione',
      'Indirizzo utenza',
      "Indirizzo dell'immobile",
      'Energia fornita a:',
    ]) {
      const c = await parse([
        ...HOLDER,
        ...ENVELOPE,
        rowAt(240, [label, 40, 150], ['Viale delle Rose 36/A - 63812 Montegranaro (FM)', 170, 380]),
      ]);
      expect(c.indirizzoFornitura?.valore, label).toMatchObject(SUPPLY);
      expect(c.indirizzoFornitura?.confidenza, label).toBeGreaterThan(0.8);
    }
  });
});

describe('the house number and the separators', () => {
  it('writes a letter after the number as the form does, and splits at a spaced slash', async () => {
    for (const written of [
      'Viale delle Rose 36 A - 63812',
      'Viale delle Rose 36a - 63812',
      'Viale delle Rose 36/A / 63812',
    ]) {
      const c = await parse([
        ...HOLDER,
        rowAt(240, ['Indirizzo di fornitura', 40, 150], [`${written} Montegranaro (FM)`, 170, 380]),
      ]);
      expect(c.indirizzoFornitura?.valore, written).toMatchObject(SUPPLY);
    }
  });
});

describe("words that are not the supply's label", () => {
  it('reads "sito internet" as no "sito in", and does not run a sentence into the legal notes', async () => {
    const c = await parse([
      ...HOLDER,
      ...ENVELOPE,
      rowAt(600, ["L'informativa completa è disponibile sul", 40, 200]),
      rowAt(612, ['sito internet e presso gli sportelli.', 40, 200]),
      rowAt(624, ['Acme Energia S.p.A. - Sede legale Via XXVII Aprile 9, 32021 Agordo (BL)', 40, 400]),
    ]);
    expect(c.indirizzoFornitura?.valore).not.toMatchObject({ comune: 'Agordo' });
  });
});

describe('the supplier', () => {
  const BODY = [
    ...HOLDER,
    rowAt(400, ['POD', 40, 60], ['IT001E12345678', 170, 250]),
    rowAt(412, ['Distributore', 40, 100], ['e-distribuzione S.p.A.', 170, 260]),
  ];

  it("is named in a footer far under a table's column, which is not the column's", async () => {
    const c = await parse([
      ...BODY,
      rowAt(780, ['Valle Verde Energia S.r.l. - Via Roma 1, 20121 Milano', 40, 207]),
    ]);
    expect(c.fornitore?.valore).toBe('Valle Verde Energia S.r.l.');
  });

  it('is named after a lower-case word of a sentence, or in capitals', async () => {
    for (const [text, name] of [
      ['Documento emesso da Valle Verde Energia S.r.l.', 'Valle Verde Energia S.r.l.'],
      ['Ente creditore Valle Verde Energia S.r.l.', 'Valle Verde Energia S.r.l.'],
      [
        'VALNERINA ENERGIA S.R.L. - SEDE LEGALE VIA DEL TEATRO 4, 06046 NORCIA (PG)',
        'VALNERINA ENERGIA S.r.l.',
      ],
    ]) {
      const c = await parse([...BODY, rowAt(600, [text!, 40, 400])]);
      expect(c.fornitore?.valore, text).toBe(name);
    }
  });

  it('is not the bank the bill is paid through', async () => {
    const c = await parse([
      ...BODY,
      rowAt(30, ['VALLE VERDE', 40, 120]),
      rowAt(500, ['Banca: Banca Popolare del Lazio S.p.A.', 40, 300]),
      rowAt(512, ['IBAN accredito Banca Popolare del Lazio S.p.A.', 40, 300]),
      rowAt(780, ['Valle Verde Energia S.r.l. - P.IVA 08731926450', 40, 300]),
    ]);
    expect(c.fornitore?.valore).toBe('Valle Verde Energia S.r.l.');
  });
});

describe('a narrow cell', () => {
  it('breaks a codice fiscale over two lines', async () => {
    const c = await parse([
      rowAt(
        40,
        ['Intestatario', 40, 90],
        ['FERRARI Gianluca', 100, 180],
        ['Codice fiscale', 200, 260],
        ['FRRGLC55B04', 270, 330],
      ),
      rowAt(50, ['C991F', 270, 300]),
    ]);
    expect(c.codiceFiscale?.valore).toBe('FRRGLC55B04C991F');
    expect(c.cognome?.valore).toBe('Ferrari');
  });

  it('wraps a label onto the line under it', async () => {
    const c = await parse([
      rowAt(
        40,
        ['CLIENTE', 40, 80],
        ['Ragione', 90, 130],
        ['Trattoria Gallo S.n.c.', 140, 240],
        ['Partita IVA', 260, 310],
        ['76176260552', 320, 380],
      ),
      rowAt(50, ['sociale', 90, 125]),
      rowAt(80, ['Potenza', 40, 80], ['4,5 kW', 90, 120], ['Potenza', 140, 180], ['5 kW', 190, 210]),
      rowAt(90, ['impegnata', 40, 85], ['disponibile', 140, 190]),
      rowAt(110, ['Consumo', 40, 80], ['1.769 kWh', 90, 130]),
      rowAt(120, ['annuo', 40, 70]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Trattoria Gallo S.n.c.');
    expect(c.potenzaImpegnataKw?.valore).toBe(4.5);
    expect(c.consumoAnnuoKwh?.valore).toBe(1769);
  });
});

describe('columns side by side', () => {
  it("takes the company's name under its caption, not the next column's caption beside it", async () => {
    const c = await parse([
      row(['RAGIONE SOCIALE', 40, 120], ['MODALITÀ DI PAGAMENTO', 200, 320]),
      row(['Panificio Miramare S.a.s.', 40, 160], ['Avviso pagoPA', 200, 280]),
      row(['PARTITA IVA', 40, 100]),
      row(['58341890596', 40, 100]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Panificio Miramare S.a.s.');
  });

  it("keeps the holder's P.IVA when a column of notes beside it names the distributor", async () => {
    const c = await parse([
      row(['RAGIONE SOCIALE', 40, 120]),
      row(['Falegnameria Esposito S.r.l.', 40, 160]),
      row(['PARTITA IVA', 40, 100], ['scegliere elettrodomestici di classe', 200, 330]),
      row(['58276200316', 40, 100], ['energetica elevata e validata dal distributore locale', 200, 400]),
    ]);
    expect(c.partitaIva?.valore).toBe('58276200316');
  });

  it("reads the year's consumption beside a table of months, whose header is not its label", async () => {
    const c = await parse([
      row(['PDR', 40, 60], ['88944677295744', 80, 160]),
      row(['CONSUMO ANNUO', 40, 110], ['M E S E   P E R   M E S E', 150, 260]),
      row(['2.134 Smc', 40, 90], ['Mese', 150, 175], ['kWh', 190, 210], ['Smc', 230, 250]),
      row(['Gen 25', 150, 180], ['355', 190, 210], ['388', 230, 250]),
      row(['Feb 25', 150, 180], ['314', 190, 210], ['320', 230, 250]),
    ]);
    expect(c.consumoAnnuoSmc?.valore).toBe(2134);
  });

  it('reads a gas use "cottura cibi e acqua" wrapped before "calda" as no water service', async () => {
    const c = await parse([
      row(['PDR', 40, 60], ['88944677295744', 80, 160]),
      row(["Categoria d'uso", 40, 110], ['C3 -', 150, 170]),
      row(['riscaldamento + cottura cibi e acqua', 150, 320]),
      row(['calda', 150, 175]),
      row(['Consumo annuo', 40, 110], ['1.768 Smc', 150, 200]),
    ]);
    expect(c.consumoAnnuoSmc?.valore).toBe(1768);
  });
});

describe('what OCR makes of units and codes', () => {
  it('reads a unit whose first letter OCR doubled, and a T read as 1', async () => {
    const c = await parse(
      [
        row(['POD', 40, 60], ['IT003E62604255', 150, 240]),
        row(['Tensione nominale', 40, 120], ['Vv 230', 150, 180]),
        row(['PDR', 40, 60], ['59256876103191', 150, 240]),
        row(["Categoria d'uso", 40, 120], ['12', 150, 160]),
        row(['Consumo annuo 01/02/2025-31/01/2026', 40, 140], ['Ssmc 96', 150, 190]),
      ],
      true,
    );
    expect(c.tensioneV?.valore).toBe(230);
    expect(c.categoriaUsoGas?.valore).toBe('T2');
    expect(c.consumoAnnuoSmc?.valore).toBe(96);
  });

  it('reads "1.966 Snc" as Smc', async () => {
    const c = await parse(
      [
        row(['PDR', 40, 60], ['59256876103191', 150, 240]),
        row(['CONSUMO ANNUO', 40, 110], ['1.966 Snc', 150, 190]),
      ],
      true,
    );
    expect(c.consumoAnnuoSmc?.valore).toBe(1966);
  });
});

describe("a company's name", () => {
  it('is read wrapped over two lines, after "Azienda", and out of a sentence', async () => {
    const at = (rows: ReturnType<typeof rowAt>[]) =>
      parse([...rows, rowAt(300, ['Partita IVA', 40, 100], ['01234567897', 170, 230])]);
    const wrapped = await at([
      rowAt(100, ['Intestatario', 40, 110], ['Società Agricola La Collina', 170, 300]),
      rowAt(110, ['di Rossi Mario & C. S.a.s.', 170, 300]),
    ]);
    expect(wrapped.ragioneSociale?.valore).toBe('Società Agricola La Collina di Rossi Mario & C. S.a.s.');
    const azienda = await at([rowAt(100, ['Azienda', 40, 110], ['Ferramenta Rossi S.r.l.', 170, 280])]);
    expect(azienda.ragioneSociale?.valore).toBe('Ferramenta Rossi S.r.l.');
    const sentence = await at([
      rowAt(100, ['Gentile cliente Ferramenta Rossi S.r.l., ecco la sua bolletta.', 40, 380]),
    ]);
    expect(sentence.ragioneSociale?.valore).toBe('Ferramenta Rossi S.r.l.');
  });
});

describe('the power and the consumption under other words', () => {
  const read = (label: string, value: string) =>
    parse([
      rowAt(100, ['POD', 40, 60], ['IT001E12345678', 170, 250]),
      rowAt(200, [label, 40, 160], [value, 170, 230]),
      rowAt(300, ['Consumo fatturato nel periodo', 40, 160], ['450 kWh', 170, 210]),
    ]);

  it("reads the contract's power, and a power named alone as an inference", async () => {
    for (const label of ['Potenza da contratto', 'Potenza sottoscritta', 'kW impegnati']) {
      const c = await read(label, label.startsWith('kW') ? '4,5' : '4,5 kW');
      expect(c.potenzaImpegnataKw?.valore, label).toBe(4.5);
    }
    const alone = await read('Potenza', '4,5 kW');
    expect(alone.potenzaImpegnataKw?.valore).toBe(4.5);
    expect(alone.potenzaImpegnataKw?.confidenza).toBeLessThan(0.9);
  });

  it('reads the consumption of twelve months and of the year in the plural', async () => {
    for (const label of ['Consumo 12 mesi', 'Totale consumi anno 2025']) {
      const c = await read(label, '2.700 kWh');
      expect(c.consumoAnnuoKwh?.valore, label).toBe(2700);
    }
  });
});

describe('the gas use category', () => {
  it('reads "condizionamento + riscaldamento" as C5', async () => {
    const read = (label: string, value: string) =>
      parse([
        rowAt(100, ['PDR', 40, 60], ['88944677295744', 170, 250]),
        rowAt(200, [label, 40, 160], [value, 170, 400]),
      ]);
    expect((await read("Categoria d'uso", 'Condizionamento + riscaldamento')).categoriaUsoGas?.valore).toBe(
      'C5',
    );
  });
});

describe("a person's name", () => {
  it("is no sentence's words in lower case, but keeps a surname's particle", async () => {
    const prose = await parse([
      rowAt(100, ['Il cliente', 40, 90], ['può recedere dal contratto in', 100, 260]),
    ]);
    expect(prose.nome).toBeUndefined();
    const particle = await parse([rowAt(100, ['Intestatario', 40, 100], ['Rossi di Maio Anna', 170, 260])]);
    expect(`${particle.cognome?.valore} ${particle.nome?.valore}`).toContain('di Maio');
  });
});

describe('a name the codice fiscale proves', () => {
  it('is less sure where OCR spelled it two ways the code cannot tell apart (its vowels)', async () => {
    const read = (envelope: string) =>
      parse(
        [
          row(['Spett.le', 330, 370]),
          row([envelope, 330, 420]),
          row(['Intestatario', 40, 100], ['ROSSI MARIO', 170, 240]),
          row(['Codice fiscale', 40, 110], ['RSSMRA80A01H501U', 170, 260]),
        ],
        true,
      );
    const agreed = await read('MARIO ROSSI');
    const contested = await read('MARIO ROSSL');
    expect(agreed.cognome?.valore).toBe('Rossi');
    expect(contested.cognome?.valore).toMatch(/^Ross[il]$/);
    expect(contested.cognome?.confidenza).toBeLessThan(agreed.cognome?.confidenza ?? 0);
  });
});
