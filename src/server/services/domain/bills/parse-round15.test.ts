import { describe, expect, it } from 'vitest';
import { parseRows as parse, row, rowAt } from './test-rows';

// Shapes met in round 15 of issue 14, on fresh draws of the tuning layouts: a value beside a label of
// two lines (German over Italian) and between them, an address line closed by a dash.

describe('a value beside its label, a little lower', () => {
  it("reads a partita IVA between a German label and the Italian under it, beside the next column's caption", async () => {
    const c = await parse([
      rowAt(100, ['MwSt.-Nummer', 40, 100], ['Angebot', 305, 340]),
      rowAt(103, ['47227650786', 154, 210], ['Strom + Gas Mitglied', 419, 500]),
      rowAt(109, ['Partita IVA', 40, 90], ['Offerta', 305, 340]),
    ]);
    expect(c.partitaIva?.valore).toBe('47227650786');
  });

  it('reads a company name there with its legal form wrapped under it', async () => {
    const c = await parse([
      rowAt(100, ['Firmenbezeichnung', 40, 130], ['Vertragsnummer', 305, 380]),
      rowAt(103, ['Ferramenta Al Castello', 154, 250], ['V-027000', 419, 460]),
      rowAt(109, ['Ragione sociale', 40, 110], ['Numero contratto', 305, 380]),
      rowAt(113, ['S.r.l.', 154, 175]),
      rowAt(130, ['MwSt.-Nummer', 40, 100]),
      rowAt(133, ['33180600943', 154, 210]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Ferramenta Al Castello S.r.l.');
  });
});

describe('an address', () => {
  it('reads the house number of a line the layout closes with a dash', async () => {
    const c = await parse([
      row(['Indirizzo di fornitura', 40, 160]),
      row(['Via Giuseppe Mazzini, 135 -', 40, 200]),
      row(['Scala B Int. 4', 40, 120]),
      row(['46048 Roverbella (MN)', 40, 160]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      via: 'Giuseppe Mazzini',
      civico: '135',
      cap: '46048',
    });
  });
});

describe("a street's words", () => {
  it('reads a street whose line closes with "N." and its number on the next line', async () => {
    const c = await parse([
      row(['Indirizzo di fornitura', 40, 160]),
      row(['LARGO ALESSANDRO MANZONI N.', 40, 200]),
      row(['144/A', 40, 70]),
      row(['00046 GROTTAFERRATA (RM)', 40, 160]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({ via: 'Alessandro Manzoni', civico: '144/A' });
  });
});

describe("a change of holder's letter", () => {
  it('takes the new holder\'s name after "è intestato a", not the sentence before it', async () => {
    const c = await parse([
      row(['Spettabile Ferramenta De Luca S.r.l.,', 40, 300]),
      row([
        'con la presente Le confermiamo che la voltura richiesta è stata eseguita. Dal 1° dicembre 2025 il',
        40,
        500,
      ]),
      row([
        'contratto di fornitura, fino a quel giorno intestato a Studio Tecnico Belvedere S.r.l. (precedente',
        40,
        500,
      ]),
      row([
        'intestatario), è intestato a Ferramenta De Luca S.r.l., partita IVA 14416200534, codice fiscale',
        40,
        500,
      ]),
      row(['14416200534. Da questa data le bollette sono emesse a nome del nuovo intestatario.', 40, 500]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Ferramenta De Luca S.r.l.');
  });
});

describe("the holder's numbers on a page of notes", () => {
  it("takes a partita IVA for the holder's though a column of notes further right on its row says 'iscritto'", async () => {
    const c = await parse([
      rowAt(100, ['RAGIONE SOCIALE', 28, 90], ['Paghi entro il 03/03/2026', 165, 290]),
      rowAt(108, ['Bar Caruso S.a.s.', 28, 90], ['Ritardato pagamento', 302, 380]),
      rowAt(120, ['PARTITA IVA', 28, 75], ['Reclami e conciliazione', 439, 520]),
      rowAt(
        128,
        ['93209790075', 28, 75],
        ['Situazione pagamenti: alla data di', 165, 290],
        ['possono essere inviati per iscritto', 439, 560],
      ),
    ]);
    expect(c.partitaIva?.valore).toBe('93209790075');
  });
});

describe('an address among other services', () => {
  it('takes the address "Luce e gas presso" gives, not the fibre line\'s "Attivata presso"', async () => {
    // a telephone operator's bill: the energy's supply address, then the fibre line's
    const c = await parse([
      rowAt(
        419,
        ['Luce e gas presso', 40, 101],
        ['Via San Francesco 150,', 118, 212],
        ['Codice offerta', 320, 367],
      ),
      rowAt(
        430,
        ['20843 Verano Brianza (MB)', 118, 227],
        ['Cliente dal', 320, 355],
        ['giugno 2014', 402, 452],
      ),
      rowAt(665, ['contatore gas e stato del modem.', 315, 434]),
      rowAt(669, ['Attivata presso', 50, 100], ['Viale Giacomo Matteotti 144,', 122, 237]),
      rowAt(680, ['21023 Besozzo (VA)', 122, 202], ['Aggiungi una SIM a 6,99 €/mese', 315, 504]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({ via: 'San Francesco', civico: '150', cap: '20843' });
  });
});

describe("a figure's neighbours", () => {
  it("reads the year's consumption under its label though a column's heading stands to its right", async () => {
    const c = await parse([
      rowAt(104, ['CONSUMO ANNUO', 28, 90], ['sulla base dei dati storici.', 165, 290]),
      rowAt(112, ['4.003 kWh', 28, 65], ['Fattura elettronica', 165, 240]),
      rowAt(127, ['POD IT001E19308862', 28, 110]),
    ]);
    expect(c.consumoAnnuoKwh?.valore).toBe(4003);
  });

  it('reads no gas in a table of two-month periods under "consumi ultimi 12 mesi"', async () => {
    // a multi-utility's bill: electricity and water, the months' figures in a table under their periods
    const c = await parse([
      rowAt(437, ['P.O.D. ............ IT012E36094717', 40, 203]),
      rowAt(495, ['--- SERVIZIO IDRICO INTEGRATO ---', 40, 554]),
      rowAt(539, ['CONS. ANNUO ....... 57 MC', 40, 160]),
      rowAt(556, ['--- STORICO CONSUMI ULTIMI 12 MESI ---', 40, 554]),
      rowAt(
        568,
        ['SERVIZIO', 40, 78],
        ['U.M.', 136, 155],
        ['FEB-MAR', 189, 222],
        ['APR-MAG', 246, 280],
        ['GIU-LUG', 304, 338],
      ),
      rowAt(
        579,
        ['ENERGIA ELETTRICA', 40, 122],
        ['KWH', 136, 150],
        ['647', 208, 222],
        ['549', 266, 280],
        ['548', 323, 338],
      ),
      rowAt(589, ['ACQUA', 40, 64], ['MC', 136, 146], ['8', 218, 222], ['9', 275, 280], ['11', 328, 338]),
    ]);
    expect(c.consumoAnnuoSmc).toBeUndefined();
    expect(c.commodity?.valore).toBe('luce');
  });
});

describe('a unit', () => {
  it('takes no kWh figure for Smc where the comune on its row is in the province of Macerata ("(MC)")', async () => {
    const c = await parse([
      row(['Via Roma 12', 40, 120], ['POD IT001E19308862', 300, 420]),
      row(['62014 Corridonia (MC)', 40, 140], ['Consumo annuo', 300, 370], ['2160 kWh', 400, 440]),
      row(['PDR 01234567890123', 40, 140]),
      row(
        ['Scadenza condizioni', 40, 130],
        ['28/02/2027', 150, 200],
        ['Consumo annuo', 300, 370],
        ['1107 Smc', 400, 440],
      ),
    ]);
    expect(c.consumoAnnuoKwh?.valore).toBe(2160);
    expect(c.consumoAnnuoSmc?.valore).toBe(1107);
  });
});

describe("a bilingual bill's French labels", () => {
  const footer = [
    row([
      'Grivola Energia S.p.A. - Siège social / Sede legale Avenue du Conseil des Commis 25, 11100 Aosta (AO) - Capitale sociale € 4.800.000,00 i.v.',
      40,
      560,
    ]),
    row(
      ['Code fiscal et N° TVA / Codice fiscale e P.IVA 02660514791 - RE.A. AO-60514 -', 40, 300],
      ['Numéro vert / Numero verde 800 116 624', 320, 500],
    ),
  ];

  it("takes the supplier's number under its legal notes ('Codice fiscale e P.IVA') for no holder's", async () => {
    // OCR garbled the holder's labels: no label says whose the holder's numbers are
    const c = await parse([
      row(['Ragione sociale', 40, 120]),
      row(['Bar Il Girasole S.a.s.', 40, 140]),
      row(['Partita INA', 40, 100], ['Codit fiszal', 300, 360]),
      row(['59853490775', 40, 100], ['59853490775', 300, 360]),
      ...footer,
    ]);
    expect(c.codiceFiscale?.valore).not.toBe('02660514791');
    expect(c.partitaIva?.valore).not.toBe('02660514791');
  });

  it('reads the partita IVA under "Numéro de TVA"', async () => {
    const c = await parse([
      row(['Ragione sociale', 40, 120]),
      row(['Bar Il Girasole S.a.s.', 40, 140]),
      row(['Numéro de TVA / Partita INA', 40, 200]),
      row(['59853490775', 40, 100]),
      ...footer,
    ]);
    expect(c.partitaIva?.valore).toBe('59853490775');
  });
});
