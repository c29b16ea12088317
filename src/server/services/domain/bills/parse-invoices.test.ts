import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration';
import { parseBill } from './parse';
import { parseRows as parse, row } from './test-rows';

// Shapes met in round 6 of issue 14 (layouts written by others than the parser's author): the courtesy
// copy of an e-invoice (the two parties side by side, the supply's data as "Altri dati gestionali"), a
// billing program's abbreviations, the supply told in sentences.

describe("an e-invoice's courtesy copy", () => {
  const parties = (holder: [string, string][]) => [
    row(['Cedente/prestatore (fornitore)', 0, 200], ['Cessionario/committente (cliente)', 300, 520]),
    row(['Identificativo fiscale ai fini IVA: IT02948170606', 0, 250], [holder[0]![0], 300, 560]),
    row(['Codice fiscale: 02948170606', 0, 160], [holder[1]![0], 300, 520]),
    row(['Denominazione: Ciociaria Servizi Energetici S.c.r.l.', 0, 280], [holder[2]![0], 300, 540]),
    row(['Indirizzo: Via Casilina 122', 0, 160], ['Indirizzo: Corso dei Mille 1', 300, 480]),
    row(['Comune: Frosinone Provincia: FR', 0, 200], ['Comune: Laterza Provincia: TA', 300, 500]),
  ];

  it("takes the holder from the customer's column, never the supplier's beside it", async () => {
    const c = await parse(
      parties([
        ['Codice fiscale: BNCNGL96H54H643S', ''],
        ['Cognome nome: BIANCHI ANGELA', ''],
        ['', ''],
      ]).map((r) => r.filter((cell) => cell.text)),
    );
    expect(c.tipoIntestatario?.valore).toBe('PF');
    expect(c.codiceFiscale?.valore).toBe('BNCNGL96H54H643S');
    expect(c.cognome?.valore).toBe('Bianchi');
    expect(c.nome?.valore).toBe('Angela');
    expect(c.fornitore?.valore).toBe('Ciociaria Servizi Energetici S.c.r.l.');
  });

  it("takes a company's numbers from its column, under the e-invoice's labels", async () => {
    const c = await parse(
      parties([
        ['Identificativo fiscale ai fini IVA: IT10039350904', ''],
        ['Codice fiscale: 10039350904', ''],
        ['Denominazione: TRATTORIA VILLA S.R.L.', ''],
      ]),
    );
    expect(c.ragioneSociale?.valore).toBe('Trattoria Villa S.r.l.');
    expect(c.partitaIva?.valore).toBe('10039350904');
    expect(c.codiceFiscale?.valore).toBe('10039350904');
    expect(c.fornitore?.valore).toBe('Ciociaria Servizi Energetici S.c.r.l.');
  });

  it('reads the supply from the data types, the unit in a cell of its own', async () => {
    const c = await parseBill(
      [
        'Altri dati gestionali',
        'Nr. linea   Tipo dato   Riferimento testo   Riferimento numero',
        '1   POD   IT003E79190674',
        '1   POT_IMPEGNATA   KW   3.00',
        '1   POT_DISPONIB   KW   3.30',
        '1   TENSIONE   V   230.00',
        '3   PDR   81461992633438',
        '3   COD_REMI   34319329',
        '3   CAT_USO   C1 RISCALDAMENTO',
      ].join('\n'),
    );
    expect(c.potenzaImpegnataKw?.valore).toBe(3);
    expect(c.tensioneV?.valore).toBe(230);
    expect(c.codiceRemi?.valore).toBe('34319329');
    expect(c.categoriaUsoGas?.valore).toBe('C1');
  });
});

describe("a billing program's abbreviations", () => {
  it('reads POT.IMP. and INDIR.FORN. with their dot leaders', async () => {
    const c = await parseBill(
      [
        'IRPINIA ENERGIA S.R.L.   FATTURA N. 096/8298891',
        'VIA NAZIONALE 214, 83100 AVELLINO (AV)',
        'P.I./C.F. 02841730647',
        'DATI FORNITURA',
        'INDIR.FORN....: CORSO GIUSEPPE MAZZINI 157 - 72012 CAROVIGNO (BR)',
        'COD.POD.......: IT031E97250179   OPZ.TARIFF....: BTA4',
        'POT.IMP.......: 6,0 KW   POT.DISP......: 6,6 KW',
      ].join('\n'),
    );
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      via: 'Giuseppe Mazzini',
      civico: '157',
      cap: '72012',
    });
    expect(c.potenzaImpegnataKw?.valore).toBe(6);
  });
});

describe('the supply told in sentences', () => {
  const text = [
    'Montefeltro Energia Servizi S.r.l. - Via Raffaello 19, 61029 Urbino (PU)',
    'Il contratto è intestato a Tipografia D’Angelo S.r.l., partita IVA 72205590630, codice fiscale',
    "72205590630. Montefeltro Energia Servizi S.r.l. è l'esercente del servizio per la sua zona.",
    'La fornitura di energia elettrica con POD IT031E04188138 situata in Piazza Cavour 27, 01014',
    'Montalto di Castro (VT) ha una potenza impegnata di 3,0 kW (potenza disponibile 3,3 kW) ed è alimentata',
    'in bassa tensione a 230 Volt monofase. In questa bolletta le sono fatturati 238 kWh.',
    'La fornitura di gas naturale con PDR 37919445271050 è collegata alla cabina REMI 34068798.',
    'Il dettaglio delle letture e il consumo annuo sono a pagina 2. Per reclami scriva a',
    'reclami@montefeltro.example o chiami il numero verde.',
    '',
    'Consumo annuo (01/02/2025 - 31/01/2026): 1.161 Smc',
    'Montefeltro Energia Servizi S.r.l. - Sede legale Via Raffaello 19, 61029 Urbino (PU) - P.IVA 02718463595',
  ].join('\n');

  it("keeps the holder's numbers in the sentence before the supplier's name", async () => {
    const c = await parseBill(text);
    expect(c.ragioneSociale?.valore).toBe("Tipografia D'Angelo S.r.l.");
    expect(c.fornitore?.valore).toBe('Montefeltro Energia Servizi S.r.l.');
    expect(c.partitaIva?.valore).toBe('72205590630');
    expect(c.codiceFiscale?.valore).toBe('72205590630');
  });

  it('reads an address wrapped after its CAP, and no page number for a quantity', async () => {
    const c = await parseBill(text);
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      toponimo: 'Piazza',
      via: 'Cavour',
      civico: '27',
      cap: '01014',
      comune: 'Montalto di Castro',
    });
    expect(c.consumoAnnuoSmc?.valore).toBe(1161);
  });
});

describe("OCR's confusions in codes", () => {
  it('reads a POD whose I OCR doubled ("I1T054E…")', async () => {
    const c = await parseBill('Codice POD   I1T054E81289751   Tipologia cliente   Domestico residente', {
      ocr: true,
    });
    expect(c.pod?.valore).toBe('IT054E81289751');
    expect(c.pod?.confidenza).toBeLessThan(0.9);
  });

  it('reads the digits when their check character proves them, and never shows omocodia as sure', async () => {
    // "CNTPLA6SDS0H921K" passes the check character too (omocodia: S for 6), by chance
    const c = await parseBill('Intestatario   Paola Conti\nCodice fiscale   CNTPLA6SDS0H921K', { ocr: true });
    expect(c.codiceFiscale?.valore).toBe('CNTPLA65D50H921K');
    expect(c.codiceFiscale?.confidenza).toBeLessThan(0.9);
    // a real omocodia code stays as printed, also shown as one to check
    const d = await parseBill('Intestatario   Mario Rossi\nCodice fiscale   RSSMRA80A01H50MM', { ocr: true });
    expect(d.codiceFiscale?.valore).toBe('RSSMRA80A01H50MM');
    expect(d.codiceFiscale?.confidenza).toBeLessThan(0.9);
  });

  it('shows omocodia read with another confusion ("…6SDSOH…", O for 0) as a code to check', async () => {
    const c = calibrate(
      await parseBill('Intestatario   Paola Conte   Codice fiscale   CNTPLA6SDSOH921K', { ocr: true }),
      'ocr',
    );
    expect(c.codiceFiscale?.valore).toBe('CNTPLA65D50H921K');
    expect(c.codiceFiscale?.confidenza).toBeLessThan(0.9);
  });

  it('mends a code whose digits OCR read as an omocodia letter and a letter O together ("SO" for "50")', async () => {
    const c = await parseBill('Titolare del contratto   Anna Bruno\nCodice fiscale   BRNNNASOD57H223D', {
      ocr: true,
    });
    expect(c.codiceFiscale?.valore).toBe('BRNNNA50D57H223D');
    expect(c.codiceFiscale?.confidenza).toBeLessThan(0.9);
    expect([c.nome?.valore, c.cognome?.valore]).toEqual(['Anna', 'Bruno']);
  });
});
