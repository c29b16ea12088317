import { describe, expect, it } from 'vitest';
import { parseAddress, parseBill } from './parse';
import { parseRows as parse, row } from './test-rows';

// Shapes of real bills met in round 4 of issue 14 (layouts written by others than the parser's author):
// headers wrapped over lines, charts of the months' consumption, legends of the gas categories, the
// distributor named beside the supplier, addresses in any order and with their staircase and flat.

describe('tables and charts', () => {
  it('reads a value under a header wrapped over two lines', async () => {
    const c = await parse([
      row(['Codice POD', 0, 60], ['Potenza', 100, 140], ['Potenza', 200, 240], ['Consumo annuo', 300, 370]),
      row(['impegnata (kW)', 100, 170], ['disponibile (kW)', 200, 275], ['(kWh)', 300, 330]),
      row(['IT001E04871593', 0, 80], ['4,5', 100, 115], ['5,0', 200, 215], ['2.507', 300, 330]),
    ]);
    expect(c.potenzaImpegnataKw?.valore).toBe(4.5);
    expect(c.consumoAnnuoKwh?.valore).toBe(2507);
  });

  it("takes the year's consumption, not a bar of the months' chart under a title of twelve months", async () => {
    const c = await parse([
      row(['Codice PDR', 0, 60], ['Consumo annuo', 200, 270]),
      row(['(Smc)', 200, 230]),
      row(['12345678901234', 0, 80], ['599', 200, 215]),
      row(['Consumi degli ultimi 12 mesi (Smc)', 0, 200]),
      row(['78', 0, 12], ['79', 40, 52]),
      row(['31', 0, 12], ['29', 40, 52], ['31', 80, 92]),
      row(['feb', 0, 15], ['mar', 40, 55], ['apr', 80, 95]),
    ]);
    expect(c.consumoAnnuoSmc?.valore).toBe(599);
  });

  it("takes the supply's use category, not the first of the legend printed under it", async () => {
    const c = await parse([
      row(['Codice PDR', 0, 60], ['Categoria', 200, 250]),
      row(["d'uso", 200, 225]),
      row(['12345678901234', 0, 80], ['C3', 200, 212]),
      row(["Categorie d'uso: C1 Riscaldamento; C2 Cottura cibi; C3 Riscaldamento + cottura cibi", 0, 400]),
    ]);
    expect(c.categoriaUsoGas?.valore).toBe('C3');
  });

  it('reads the abbreviated labels of a dense bill, the unit before the value', async () => {
    const c = await parseBill(
      'Cod. POD IT003E26271166   Tens. V 230 monofase\nPot. imp. kW 4,50   Pot. disp. kW 5,00',
    );
    expect(c.potenzaImpegnataKw?.valore).toBe(4.5);
    expect(c.tensioneV?.valore).toBe(230);
  });
});

describe('who sells and who is supplied', () => {
  it('names the supplier, a cooperative, not the distributor', async () => {
    const c = await parseBill(
      [
        'Consorzio Energetico delle Dolomiti Soc. Coop.',
        'Sede legale Via Santa Croce 44, 38122 Trento (TN)',
        'Codice PDR 12345678901234',
        'Distributore: Gas Dolomiti Reti S.r.l. - PCS 0,038520 GJ/Smc',
        'Distributore: Gas Dolomiti Reti S.r.l.',
      ].join('\n'),
    );
    expect(c.fornitore?.valore).toBe('Consorzio Energetico delle Dolomiti Soc. Coop.');
  });

  it("joins a company's name wrapped before its legal form", async () => {
    const c = await parse([
      row(['Cliente', 0, 40]),
      row(['Lavanderia Il Girasole', 0, 110]),
      row(['S.r.l.', 0, 25]),
      row(['P. IVA', 0, 30]),
      row(['93771000952', 0, 60]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Lavanderia Il Girasole S.r.l.');
  });
});

describe('supply addresses', () => {
  it.each([
    ['Largo dei Tigli 68 Sc. A Int. 7, 20060 Bussero (MI)', 'Largo', 'dei Tigli', '68', 'Bussero'],
    ['Via Nazionale, 133, AUGUSTA 96011 SR', 'Via', 'Nazionale', '133', 'Augusta'],
    ['Saviano (NA), Corso delle Rose n. 136, 80039', 'Corso', 'delle Rose', '136', 'Saviano'],
    ['Via Marconi, 22, scala B interno 12, 00060 Formello RM', 'Via', 'Marconi', '22', 'Formello'],
    [
      'Via Giacomo Matteotti, 35, Fraz. San Rocco, 76015 - TRINITAPOLI - BT',
      'Via',
      'Giacomo Matteotti',
      '35',
      'Trinitapoli',
    ],
    ['Via Marconi, 110 31052, Maserada sul Piave', 'Via', 'Marconi', '110', 'Maserada sul Piave'],
  ])('reads "%s"', async (address, toponimo, via, civico, comune) => {
    const c = await parseBill(`Indirizzo di fornitura: ${address}`);
    expect(c.indirizzoFornitura?.valore).toMatchObject({ toponimo, via, civico, comune });
  });

  it('reads the parts of an address whose comune comes first', () => {
    expect(parseAddress('Via IV Novembre, 8, CASTELLANZA 21053 VA')).toEqual({
      toponimo: 'Via',
      via: 'IV Novembre',
      civico: '8',
      cap: '21053',
      comune: 'Castellanza',
      provincia: 'VA',
    });
  });
});

describe("OCR's slips that a check or a format proves", () => {
  it('mends a codice fiscale read with a character too many or its last letter as a bracket', async () => {
    expect((await parseBill('Codice fiscale   MNCMTN57H55D3832Z')).codiceFiscale?.valore).toBe(
      'MNCMTN57H55D383Z',
    );
    expect((await parseBill('Codice fiscale   GLLDVD40S28MO053)')).codiceFiscale?.valore).toBe(
      'GLLDVD40S28M053J',
    );
  });

  it('mends a code two ways only to the one born in a real place', async () => {
    // "…HR501U" less its R is Rome's H501; less its 0, "HR51" (omocodia for H551), no comune at all
    expect((await parseBill('Codice fiscale   RSSMRA80A01HR501U')).codiceFiscale?.valore).toBe(
      'RSSMRA80A01H501U',
    );
    // both places real (Monte San Pietrangeli F626, Noventa Padovana F962): neither is taken
    expect((await parseBill('Codice fiscale   GRSMRA99T45F9626G')).codiceFiscale).toBeUndefined();
  });

  it('reads the Smc of a header OCR spelled "(Sme)" or "(Snc)"', async () => {
    const c = await parse([
      row(['Codice PDR', 0, 60], ['Consumo annuo', 200, 270]),
      row(['(Sme)', 200, 230]),
      row(['12345678901234', 0, 80], ['2.087', 200, 230]),
    ]);
    expect(c.consumoAnnuoSmc?.valore).toBe(2087);
  });

  it("names the supplier whose small S.r.l. lost its l, not the holder's company", async () => {
    const c = await parseBill(
      [
        'Cliente   Albergo Marini S.r.l.',
        'Codice PDR 12345678901234',
        'Consumo annuo 1.200 Smc',
        'Zefiro Energia Italia S.r.. - Via Tortona 33, 20144 Milano (MI) - Capitale sociale € 1.000.000 i.v.',
        'Servizio clienti 02 8088 1234 - www.zefiro.example',
      ].join('\n'),
    );
    expect(c.fornitore?.valore).toBe('Zefiro Energia Italia S.r.l.');
  });

  it("takes the supplier's numbers in its legal notes over two lines for none of the holder's", async () => {
    const c = await parseBill(
      ['Cliente: Barbieri Francesco', 'C.F. e PIVA 05182736495', '- Servizio clienti 800 121 232'].join('\n'),
    );
    expect(c.partitaIva).toBeUndefined();
    expect(c.tipoIntestatario?.valore).not.toBe('PG');
  });
});

describe('an address whose label OCR lost', () => {
  it("takes the supply's box, not the envelope's address nor the billing one", async () => {
    const c = await parse([
      row(['Spett.le', 300, 340]),
      row(['MARTINI ANGELA', 300, 380]),
      row(['VIA VERDI, 3', 300, 400]),
      row(['20121 MILANO MI', 300, 390]),
      row(['Indirizzo di fatturazione', 0, 100], ['VIA ROMA 1 - 20121 MILANO MI', 200, 340]),
      row(['LUCE', 0, 30]),
      row(['LARGO DEI TIGLI 68 SC. A INT. 7', 0, 160]),
      row(['20060 BUSSERO (MI)', 0, 100]),
    ]);
    expect(c.indirizzoFornitura?.valore).toEqual({
      toponimo: 'Largo',
      via: 'dei Tigli',
      civico: '68',
      cap: '20060',
      comune: 'Bussero',
      provincia: 'MI',
    });
    expect(c.indirizzoFornitura?.confidenza).toBeLessThan(0.9);
  });
});
