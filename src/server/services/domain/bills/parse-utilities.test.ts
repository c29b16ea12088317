import { describe, expect, it } from 'vitest';
import { parseRows as parse, row } from './test-rows';

// Bills met in round 9 of issue 14 (layouts written by others than the parser's author): a former
// municipal company's bill of energy, water and waste printed by a line printer, business bills' tables
// of consumption by band, and letters that tell the supply in sentences, naming the previous holder.

describe("a multi-utility's bill", () => {
  it("reads the water's yearly cubic metres as neither gas nor electricity", async () => {
    const c = await parse([
      row(['--- SERVIZIO ENERGIA ELETTRICA - MERCATO LIBERO ---', 0, 400]),
      row(['P.O.D. ........ IT001E04871593', 0, 200], ['MATR. CONT. .... K37595956', 300, 500]),
      row(['POT. IMP. ..... 6,00 KW', 0, 200], ['OPZ. TARIFF. ... TD', 300, 500]),
      row(['TENSIONE ...... 230 V MONOFASE', 0, 200]),
      row(['CONS. ANNUO ... 3030 KWH', 0, 200], ['DISTRIBUTORE ... RETI S.R.L.', 300, 500]),
      row(['--- SERVIZIO IDRICO INTEGRATO ---', 0, 400]),
      row(['COD. UTENZA ... 777766699', 0, 200], ['LETT. PREC. .... 1324 MC 15/10/25', 300, 500]),
      row(['TIPOL. USO .... DOMESTICO RESIDENTE', 0, 200]),
      row(['CONS. ANNUO ... 186 MC', 0, 200]),
    ]);
    expect(c.consumoAnnuoKwh?.valore).toBe(3030);
    expect(c.consumoAnnuoSmc).toBeUndefined();
    expect(c.commodity?.valore).toBe('luce');
  });

  it("reads a line printer's abbreviated labels and streets", async () => {
    const c = await parse([
      row(['INTEST. ........ FERRAMENTA VILLA S.N.C.', 0, 250], ['COD. CONTRATTO .. 8051/069673', 300, 500]),
      row(['P. IVA ......... 01234567897', 0, 250]),
      row(['COD. FISC. ..... 01234567897', 0, 250]),
      row(['IND. FORN. ..... L.GO MONTE GRAPPA 4/B', 0, 250]),
      row(['CAP/COMUNE/PR .. 20121 MILANO MI', 0, 250]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Ferramenta Villa S.n.c.');
    expect(c.codiceFiscale?.valore).toBe('01234567897');
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      toponimo: 'Largo',
      via: 'Monte Grappa',
      civico: '4/B',
      cap: '20121',
    });
  });
});

describe("a multi-utility's bill read by OCR", () => {
  it('reads the labels without the dots OCR drops', async () => {
    const c = await parse(
      [
        row(['INTEST', 86, 144], ['FERRAMENTA VILLA S.N.C.', 287, 512]),
        row(['CoD. FISC', 85, 174], ['01234567897', 286, 394]),
        row(['IND. FORN', 86, 174], ['L.GO MONTE GRAPPA 4/B', 285, 455]),
        row(['CAP/COMUNE/PR ..... 20121 MILANO MI', 85, 455]),
        row(['POD', 89, 138], ['IT001E04871593', 291, 429]),
        row(['POT. IMP', 89, 168], ['6,00 Kw', 290, 360]),
      ],
      true,
    );
    expect(c.ragioneSociale?.valore).toBe('Ferramenta Villa S.n.c.');
    expect(c.codiceFiscale?.valore).toBe('01234567897');
    expect(c.indirizzoFornitura?.valore).toMatchObject({ toponimo: 'Largo', civico: '4/B' });
    expect(c.potenzaImpegnataKw?.valore).toBe(6);
  });

  it("reads OCR's 0 for O in an abbreviated toponimo", async () => {
    const c = await parse(
      [
        row(['IND. FORN', 86, 176], ['L.G0 MONTE GRAPPA 4/B', 290, 504], ['PAGAMENTO', 722, 814]),
        row(['CAP/COMUNE/PR ..... 20121 MILANO MI', 85, 463]),
      ],
      true,
    );
    expect(c.indirizzoFornitura?.valore).toMatchObject({ toponimo: 'Largo', via: 'Monte Grappa' });
  });

  it("takes neither the water's nor the district heating's row of a table of services", async () => {
    const c = await parse(
      [
        row(['SERVIZIO', 100, 169], ['CODICE PUNTO', 283, 388], ['CONSUMO', 587, 652], ['U.M.', 695, 728]),
        row(['0 UTENZA', 283, 353], ['ANNUO', 587, 630]),
        row(['ENERGIA', 101, 169], ['IT001E04871593', 284, 422], ['4.110 KWH', 631, 725]),
        row(['ELETTRICA', 101, 189], ['20121 MILANO (MI)', 759, 995]),
        row(['ACQUEDOTTO', 100, 199], ['416408663', 283, 372], ['163 |MC', 652, 714]),
        row(['FOGN. DEPUR.', 101, 216], ['20121 MILANO (MI)', 759, 995]),
        row(['TELERISCAL-', 100, 207], ['TLR9733609', 283, 382], ['11.700 |KWHT', 622, 735]),
        row(['DAMENTO', 100, 169], ['20121 MILANO (MI)', 759, 995]),
      ],
      true,
    );
    expect(c.consumoAnnuoKwh?.valore).toBe(4110);
    expect(c.consumoAnnuoSmc).toBeUndefined();
  });
});

describe("a photo's address, its label lost", () => {
  it("takes the table's supply address over the letterhead's, read with OCR's rules", async () => {
    const c = await parse(
      [
        row(['CASENTINO SERVIZI PUBBLICI S.P.A.', 227, 676]),
        row(['VIA DANTE ALIGHIERI 30, 52011 BIBBIENA (AR) - P.IVA 01785630516', 226, 710]),
        row(['SERVIZIO', 83, 158], ['CODICE PUNTO', 264, 367], ['CONSUMO', 555, 623]),
        row(
          ['ENERGIA', 88, 155],
          ['IT001E04871593', 266, 399],
          ['4.332 KwH', 601, 692],
          ['|CORSO VITTORIO VENETO, 44', 725, 966],
        ),
        row(['ELETTRICA', 88, 174], ['67026 OLBIA (SS)', 725, 877]),
      ],
      true,
    );
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      toponimo: 'Corso',
      via: 'Vittorio Veneto',
      civico: '44',
      cap: '07026',
      comune: 'Olbia',
    });
  });
});

describe('a table of values under its header', () => {
  it('ties a number right-aligned in its column to the header printed at the left of it', async () => {
    const c = await parse([
      row(['POD', 43, 56], ['POTENZA', 125, 154], ['TENSIONE', 275, 309], ['FASI', 330, 347]),
      row(['IMPEGNATA (KW)', 125, 184], ['(V)', 275, 288], ['TARIFFARIA', 390, 432]),
      // the text layer merges the number with the next column's word
      row(['IT001E04871593', 43, 110], ['3,0', 179, 193], ['230 MONOFASE', 309, 368], ['TD', 390, 400]),
    ]);
    expect(c.potenzaImpegnataKw?.valore).toBe(3);
    expect(c.tensioneV?.valore).toBe(230);
  });

  it('reads a unit printed in a column of its own, under a header wrapped over two lines', async () => {
    const c = await parse([
      row(['SERVIZIO', 43, 77], ['CODICE PUNTO', 131, 181], ['CONSUMO', 277, 306], ['U.M.', 329, 346]),
      row(['O UTENZA', 131, 165], ['ANNUO', 277, 298]),
      row(['ENERGIA', 43, 77], ['IT001E04871593', 131, 198], ['4.332', 308, 325], ['KWH', 329, 343]),
      row(['ELETTRICA', 43, 86], ['20121 MILANO (MI)', 359, 436]),
      row(['GAS', 43, 57], ['12345678901234', 131, 198], ['250', 310, 325], ['SMC', 329, 343]),
      row(['NATURALE', 43, 81], ['20121 MILANO (MI)', 359, 436]),
    ]);
    expect(c.consumoAnnuoKwh?.valore).toBe(4332);
    expect(c.consumoAnnuoSmc?.valore).toBe(250);
  });

  it("takes the year's consumption from the total row of a table by time band", async () => {
    const c = await parse([
      row(['Fascia oraria', 0, 80], ['Gennaio kWh', 250, 310], ['Consumo annuo kWh', 450, 540]),
      row(['F1 lun-ven 8-19', 0, 90], ['113', 290, 310], ['1.429', 515, 540]),
      row(['F2 lun-ven 7-8 e 19-23', 0, 120], ['85', 295, 310], ['1.074', 515, 540]),
      row(['F3 notte e festivi', 0, 100], ['81', 295, 310], ['963', 520, 540]),
      row(['Totale', 0, 40], ['279', 290, 310], ['3.466', 515, 540]),
    ]);
    expect(c.consumoAnnuoKwh?.valore).toBe(3466);
  });
});

describe('a letter about a change of holder', () => {
  it("never takes the previous holder's name or codes for the holder's", async () => {
    const c = await parse([
      row(['Gentile Mario Rossi,', 0, 120]),
      row([
        'il contratto di fornitura, fino a quel giorno intestato a BIANCHI GIULIA (precedente intestatario,',
        0,
        500,
      ]),
      row([
        'C.F. BNCGLI90A41F205H), è intestato a Lei, Mario Rossi, codice fiscale RSSMRA80A01H501U.',
        0,
        500,
      ]),
    ]);
    expect(c.codiceFiscale?.valore).toBe('RSSMRA80A01H501U');
    expect(c.nome?.valore).toBe('Mario');
    expect(c.cognome?.valore).toBe('Rossi');
  });

  it('takes the company the contract is now in the name of, not the one before', async () => {
    const c = await parse([
      row(['Spettabile Trattoria Marino S.r.l.,', 0, 200]),
      row(['il contratto, fino a quel giorno intestato a Falegnameria Galli S.n.c. (precedente', 0, 500]),
      row([
        'intestatario, P.IVA 98765432103), è intestato a Trattoria Marino S.r.l., partita IVA e codice fiscale',
        0,
        500,
      ]),
      row(['01234567897. Da questa data le bollette sono emesse a nome del nuovo intestatario.', 0, 500]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Trattoria Marino S.r.l.');
    expect(c.partitaIva?.valore).toBe('01234567897');
  });

  it('reads the supply told in sentences, its address wrapped before the CAP', async () => {
    const c = await parse([
      row([
        'La fornitura di energia elettrica identificata dal codice POD IT001E04871593 è attiva in Piazza del',
        0,
        500,
      ]),
      row([
        'Lavoro, 69/B - 04011 Aprilia (LT), con una potenza contrattualmente impegnata di 3 kW e una',
        0,
        500,
      ]),
      row(['tensione di 230 V. Per la fornitura di gas naturale il codice PDR è 12345678901234.', 0, 500]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      toponimo: 'Piazza',
      via: 'del Lavoro',
      civico: '69/B',
      cap: '04011',
      comune: 'Aprilia',
    });
    expect(c.potenzaImpegnataKw?.valore).toBe(3);
  });
});

describe('a welcome letter photographed', () => {
  it('takes the name from the envelope in the order the greeting writes it, the supply from the letter', async () => {
    const c = await parse(
      [
        row(['Bolletta n.', 0, 60], ['3947233921', 100, 160], ['Alla cortese attenzione di', 340, 450]),
        row(['Emessa il', 0, 60], ['16/03/2026', 100, 160], ['NICOLA RIZZO', 340, 420]),
        row(['Codice cliente', 0, 60], ['08835581', 100, 160], ['VIA DELLE ROSE 74/A', 340, 440]),
        row(['00078 MONTE PORZIO CATONE RM', 340, 480]),
        row(['Gentile Nicola Rizzo,', 0, 120]),
        row([
          'siamo felici di averLa con noi. Dal 1° gennaio 2026 Matese Energia S.r.l. è il fornitore di gas della',
          0,
          500,
        ]),
        row([
          'Sua casa in Piazza XX Settembre 130, 80021 Afragola (NA), al posto del precedente fornitore.',
          0,
          500,
        ]),
      ],
      true,
    );
    expect(c.nome?.valore).toBe('Nicola');
    expect(c.cognome?.valore).toBe('Rizzo');
    expect(c.indirizzoFornitura?.valore).toMatchObject({ via: 'XX Settembre', civico: '130', cap: '80021' });
  });

  it("reads the supply of a sentence whose label OCR wrapped ('… e gas' / 'naturale in Piazza …')", async () => {
    const c = await parse(
      [
        row(['Alla cortese attenzione di', 340, 450]),
        row(['ELENA COPPOLA', 340, 420]),
        row(['VIA ROMA 95', 340, 420]),
        row(['76015 TRINITAPOLI BT', 340, 440]),
        row(['dal 1° gennaio 2026 la fornitura di energia elettrica e gas', 0, 500]),
        row([
          'naturale in Piazza Monte Grappa, 63 - 70010 Adelfia (BA) è intestata a Lei, nuovo titolare',
          0,
          500,
        ]),
      ],
      true,
    );
    expect(c.indirizzoFornitura?.valore).toMatchObject({ via: 'Monte Grappa', civico: '63', cap: '70010' });
  });

  it("drops OCR's rule before a company's name", async () => {
    const c = await parse([
      row(['Intestatario', 0, 60], ['|albergo Belvedere S.n.c.', 100, 220]),
      row(['Partita IVA', 0, 60], ['83019700398', 100, 160]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('albergo Belvedere S.n.c.');
  });
});
