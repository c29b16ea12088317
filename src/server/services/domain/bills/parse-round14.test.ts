import { describe, expect, it } from 'vitest';
import { SURE_CONFIDENCE } from '../../../../shared/schemas/bills';
import { calibrate } from './calibration';
import { parseRows as parse, row, rowAt } from './test-rows';

// Shapes met in round 14 of issue 14 (layouts written by others than the parser's author): labels in
// German beside the Italian, pages full of payment data naming other people and other codes (whose a
// code is, and when the bill does not say), technical grids with abbreviated headers, the months'
// consumption in a table under the months' names.

describe("a bilingual bill's German labels", () => {
  it('reads the voltage under "Spannung" and a company name under "Firmenbezeichnung", not the next caption', async () => {
    const c = await parse([
      row(['Firmenbezeichnung', 40, 140], ['Vertragsnummer', 300, 380]),
      row(['Ferramenta Al Castello', 40, 150], ['V-027000', 300, 345]),
      row(['Ragione sociale', 40, 120], ['Numero contratto', 300, 380]),
      row(['Zählpunkt', 40, 90], ['Spannung', 300, 345]),
      row(['IT003E26580718', 40, 120], ['400 V', 300, 325]),
      row(['Punto di prelievo (POD)', 40, 160], ['Tensione', 300, 345]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Ferramenta Al Castello');
    expect(c.tensioneV?.valore).toBe(400);
  });

  it('reads an address beside its two-line label, a little lower, over four lines', async () => {
    const c = await parse([
      rowAt(100, ['Kundenschalter / Sportello: Via Principale 41, 39023 Lasa (BZ)', 40, 300]),
      rowAt(112, ['Sede: Via Principale 41, 39023 Lasa (BZ)', 40, 300]),
      rowAt(283, ['Verbrauchsstelle', 40, 110], ['Markt', 305, 330]),
      rowAt(287, ['Piazza XX Settembre', 154, 240], ['Freier Markt / mercato', 305, 400]),
      rowAt(292, ['Indirizzo di fornitura', 40, 120], ['Mercato', 305, 340]),
      rowAt(298, ['107/C,', 154, 180], ['libero', 305, 330]),
      rowAt(308, ['51018 Pieve a Nievole', 154, 250]),
      rowAt(319, ['(PT)', 154, 170]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      via: 'XX Settembre',
      civico: '107/C',
      cap: '51018',
      comune: 'Pieve a Nievole',
    });
  });

  it('names a South Tyrol cooperative with its German legal form ("Gen.")', async () => {
    const c = await parse([
      row(['Energiegenossenschaft Etschquell Gen. - Hauptstraße 41, 39023 Laas / Lasa (BZ)', 40, 400]),
      row(['MwSt.-Nr. / P.IVA 02987130545', 40, 200]),
    ]);
    expect(c.fornitore?.valore).toBe('Energiegenossenschaft Etschquell Gen.');
  });
});

describe('payment data and other people on the page', () => {
  it("takes the holder's number on a pagoPA notice's line beside the creditor's", async () => {
    const c = await parse([
      row(['Ragione sociale', 40, 120]),
      row(['Ferramenta Coppola S.n.c.', 40, 170]),
      row(['AVVISO DI PAGAMENTO pagoPA', 40, 200]),
      row(
        ['Cod. fiscale ente creditore 03239481561', 40, 250],
        ['Cod. fiscale destinatario 35986600761', 300, 520],
      ),
    ]);
    expect(c.partitaIva?.valore).toBe('35986600761');
  });

  it("takes no code captioned as the mandate's signatory's for the holder's", async () => {
    const c = await parse([
      row(['Sottoscrittore del mandato', 40, 160]),
      row(['POZZI ENRICO', 40, 110]),
      row(['Codice fiscale del sottoscrittore', 40, 190]),
      row(['PZZNRC79H06G712F', 40, 130]),
      row(['Cognome e nome', 40, 120], ['Codice fiscale', 200, 270]),
      row(["D'ANGELO Valentina", 40, 130], ['DNGVNT45C43A717E', 200, 290]),
    ]);
    expect(c.codiceFiscale?.valore).toBe('DNGVNT45C43A717E');
    expect(c.nome?.valore).toBe('Valentina');
  });

  it("takes no code a reminder's sentence gives to the mandate's signatory", async () => {
    const c = await parse([
      row([
        'Le bollette erano domiciliate sul conto IT89 X*** 0782 395, intestato a Roberta Bonomi,',
        40,
        500,
      ]),
      row([
        'codice fiscale BNMRRT38E46G777J, sottoscrittore del mandato. La banca ha respinto gli addebiti',
        40,
        500,
      ]),
      row(['Intestatario del contratto', 40, 160], ['Sara Valentini', 200, 280]),
      row(['Codice fiscale', 40, 120], ['VLNSRA79E61D843L', 200, 290]),
    ]);
    expect(c.codiceFiscale?.valore).toBe('VLNSRA79E61D843L');
    expect(c.cognome?.valore).toBe('Valentini');
  });

  it("takes no code its sentence gives to the debited account's holder", async () => {
    const c = await parse([
      row([
        'Addebito sul conto IT89 X*** 0782 395, C.F. BNCLRA80A41H501D, intestataria del conto di addebito.',
        40,
        500,
      ]),
      row(['Intestatario del contratto', 40, 160], ['Sara Valentini', 200, 280]),
      row(['Codice fiscale', 40, 120], ['VLNSRA79E61D843L', 200, 290]),
    ]);
    expect(c.codiceFiscale?.valore).toBe('VLNSRA79E61D843L');
  });

  it("keeps the holder's code OCR misread when another person is named before it", async () => {
    const c = await parse(
      [
        row(['Intestatario Mario Rossi', 40, 200]),
        row(['Comunicazione al delegato; dati del cliente: C.F. RSSMRA8OA01H501U', 40, 400]),
      ],
      true,
    );
    expect(c.codiceFiscale?.valore).toBe('RSSMRA80A01H501U');
  });

  it("reads no PDR in the digits of a mandate's reference", async () => {
    const c = await parse([
      row(['Addebito diretto SEPA (mandato n. LE82716922686662) sul conto IT89 X*** 0782 395', 40, 500]),
      row(['POD IT001E19308862', 40, 160]),
    ]);
    expect(c.pdr).toBeUndefined();
    expect(c.commodity?.valore).toBe('luce');
  });
});

describe('whose a code is', () => {
  it("takes the holder's code, not the one on the row of whoever signed the direct debit", async () => {
    const c = await parse([
      row(
        ['Sottoscrittore del mandato SEPA', 46, 180],
        ['Paolo Ferri', 200, 260],
        ['FRRPLA70A01H501R', 370, 450],
      ),
      row(
        ['Intestatario del contratto', 46, 150],
        ['Giulia Bianchi', 200, 260],
        ['BNCGLI90A41F205H', 370, 450],
      ),
    ]);
    expect(c.codiceFiscale?.valore).toBe('BNCGLI90A41F205H');
    expect(c.nome?.valore).toBe('Giulia');
  });

  it('gives as unsure a code where another as well labelled stands beside it and neither says whose', async () => {
    const c = await parse([
      row(['Codice fiscale', 46, 120], ['BNCGLI90A41F205H', 200, 280]),
      row(['Codice fiscale', 46, 120], ['FRRPLA70A01H501R', 200, 280]),
      row(['Giulia Bianchi', 46, 120]),
      row(['Paolo Ferri', 46, 120]),
    ]);
    expect(calibrate(c, 'pdf').codiceFiscale?.confidenza).toBeLessThan(SURE_CONFIDENCE);
  });

  it("gives as unsure a name whose surname and name the code cannot tell apart ('Martina Martinelli')", async () => {
    // MRT for the surname and MTN for the name, whichever of the two words is which
    const c = await parse([
      row(['Intestatario', 46, 120], ['Martinelli Martina', 200, 300]),
      row(['Codice fiscale', 46, 120], ['MRTMTN89B65B243W', 200, 300]),
    ]);
    expect(c.codiceFiscale?.valore).toBeDefined();
    const shown = calibrate(c, 'pdf');
    expect(shown.nome?.confidenza).toBeLessThan(SURE_CONFIDENCE);
    expect(shown.cognome?.confidenza).toBeLessThan(SURE_CONFIDENCE);
  });
});

describe('grids and tables', () => {
  it('reads an address over five lines under its label: frazione, street, staircase, CAP and a comune wrapped', async () => {
    const c = await parse([
      rowAt(100, ['Indirizzo di fornitura', 200, 300]),
      rowAt(112, ['Località Il Mulino', 200, 290]),
      rowAt(124, ['Via IV Novembre 1,', 200, 290]),
      rowAt(136, ['Scala D, Interno 13', 200, 290]),
      rowAt(148, ['33052 CERVIGNANO DEL', 200, 300]),
      rowAt(160, ['FRIULI', 200, 240]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({ comune: 'Cervignano del Friuli', provincia: 'UD' });
  });

  it('reads the consumption under an abbreviated header ("Cons. ann.")', async () => {
    const c = await parse([
      row(['POD', 40, 60], ['Pot. imp.', 140, 180], ['Cons. ann.', 240, 290], ['Cons. fatt.', 320, 370]),
      row(['(kW)', 140, 160], ['(kWh)', 240, 265], ['(kWh)', 320, 345]),
      row(['IT054E86329251', 40, 120], ['6,0', 140, 155], ['17.200', 240, 270], ['3.612', 320, 345]),
    ]);
    expect(c.consumoAnnuoKwh?.valore).toBe(17200);
  });

  it("takes no month's consumption in a table headed by the months for the year's", async () => {
    const c = await parse([
      row(['Verbrauch der letzten 12 Monate / Consumi degli ultimi 12 mesi', 40, 300]),
      row(['feb', 140, 155], ['mar', 180, 195], ['apr', 220, 235]),
      row(['Luce kWh', 40, 90], ['1.275', 140, 165], ['1.148', 180, 205], ['1.020', 220, 245]),
    ]);
    expect(c.consumoAnnuoKwh).toBeUndefined();
  });

  it("takes the year's consumption under a period of months, not a month's", async () => {
    const c = await parse([
      row(['Periodo', 40, 90], ['Gen-Dic 2025', 140, 200]),
      row(['Consumo annuo (kWh)', 40, 120], ['2.700', 140, 170]),
      row(['POD IT001E19308862', 40, 160]),
    ]);
    expect(c.consumoAnnuoKwh?.valore).toBe(2700);
  });
});

describe("a month's abbreviation", () => {
  it("is no legal form: a period and a chart's axis name no supplier", async () => {
    const c = await parse([
      row(['Periodo 01 Gen. 2025 - 31 Gen. 2025', 40, 300]),
      row(['Nov. Dic. Gen.', 40, 200]),
      row(['POD IT001E19308862', 40, 160]),
    ]);
    expect(c.fornitore).toBeUndefined();
  });
});
