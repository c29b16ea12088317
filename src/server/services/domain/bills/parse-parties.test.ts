import { describe, expect, it } from 'vitest';
import { SURE_CONFIDENCE } from '../../../../shared/schemas/bills';
import { calibrate } from './calibration';
import { parseRows as parse, row } from './test-rows';

// Labels and parties met in round 8 of issue 14 (layouts written by others than the parser's author):
// lines of values each followed by its label, bills naming several parties (a delegate, the payer of
// the bank account, the distributor) beside the holder, and an app's conversational labels.

describe('a line of values, each followed by its label', () => {
  it('ties each value to the label after it, not to the one before it', async () => {
    const c = await parse([
      row(
        ['Rossi Mario', 300, 360],
        ['titolare', 370, 400],
        ['RSSMRA80A01H501U', 420, 500],
        ['codice fiscale', 510, 560],
      ),
      row(['IT001E 04871593', 300, 370], ['codice POD', 380, 420], ['3 kW potenza impegnata', 430, 530]),
      row(
        ['230 Volt', 300, 340],
        ['tensione di alimentazione', 350, 440],
        ['3,3 kW', 450, 480],
        ['potenza disponibile', 490, 560],
      ),
      row(
        ['4.561 kWh', 300, 340],
        ['consumo annuo', 350, 410],
        ['Domestico', 420, 460],
        ['tipo di utenza', 470, 520],
      ),
      row(
        ['2810 7801 3261 72', 300, 370],
        ['codice PDR', 380, 420],
        ['34160078', 430, 470],
        ['codice REMI', 480, 530],
      ),
      row(['179 Smc', 300, 340], ['consumo annuo', 350, 410]),
    ]);
    expect(c.codiceFiscale?.valore).toBe('RSSMRA80A01H501U');
    expect(c.potenzaImpegnataKw?.valore).toBe(3);
    expect(c.tensioneV?.valore).toBe(230);
    expect(c.consumoAnnuoKwh?.valore).toBe(4561);
    expect(c.pdr?.valore).toBe('28107801326172');
    expect(c.codiceRemi?.valore).toBe('34160078');
    expect(c.consumoAnnuoSmc?.valore).toBe(179);
  });

  it('still reads a line of labels each followed by its value by the label before it', async () => {
    const c = await parse([
      row(
        ['Consumo periodo', 0, 80],
        ['450 kWh', 100, 140],
        ['Consumo annuo', 200, 270],
        ['2.700 kWh', 290, 340],
      ),
    ]);
    expect(c.consumoAnnuoKwh?.valore).toBe(2700);
  });

  it("reads a company's number before the label that closes its line", async () => {
    const c = await parse([
      row(['Intestatario', 300, 350]),
      row(
        ['Falegnameria Tre Ponti S.r.l.s.', 300, 410],
        ['12345678903', 420, 470],
        ['partita IVA', 480, 530],
      ),
    ]);
    expect(c.tipoIntestatario?.valore).toBe('PG');
    expect(c.partitaIva?.valore).toBe('12345678903');
  });
});

describe('a bill naming several parties', () => {
  it("takes the holder's row of a table of parties, not the delegate's number or the payer's name", async () => {
    const c = await parse([
      row(
        ['Ruolo', 46, 66],
        ['Nominativo o denominazione', 172, 272],
        ['Codice fiscale', 370, 417],
        ['Partita IVA', 472, 513],
      ),
      row(
        ['Intestatario del contratto', 46, 124],
        ['Colombo Anna', 172, 224],
        ['CLMNNA67T43L885J', 370, 449],
        ['-', 472, 475],
      ),
      row(
        ['Amministratore (delegato)', 46, 131],
        ['Rag. Carlo Ricci', 172, 226],
        ['RCCCRL50P24E606T', 370, 444],
        ['55284280439', 472, 516],
      ),
      row(
        ['Intestatario c/c di addebito', 46, 131],
        ['Condominio Residenza Parco', 172, 260],
        ['94061813799', 370, 414],
        ['-', 472, 475],
      ),
      row(['Importo da pagare', 46, 120], ['Addebito diretto SEPA sul conto intestato a', 300, 450]),
      row(['Condominio Residenza Parco', 300, 390]),
    ]);
    expect(c.tipoIntestatario?.valore).toBe('PF');
    expect(c.codiceFiscale?.valore).toBe('CLMNNA67T43L885J');
    expect(c.cognome?.valore).toBe('Colombo');
    expect(c.nome?.valore).toBe('Anna');
    expect(c.partitaIva).toBeUndefined();
    expect(c.ragioneSociale).toBeUndefined();
  });

  it("does not take a delegate's code for the holder's where the holder's is unreadable", async () => {
    // OCR misread two characters of the holder's code (no check can mend it): the only valid code on
    // the page is the delegate's, on a row no label of a codice fiscale heads
    const c = await parse(
      [
        row(['Ruolo', 46, 66], ['Nominativo o denominazione', 172, 272], ['Codice {Iscale', 370, 417]),
        row(
          ['Intestatario del contratto', 46, 124],
          ['lombardo Salvatore', 172, 224],
          ['LMBSVI4IC24F112W', 370, 449],
        ),
        row(
          ['Amministratore (delegato)', 46, 131],
          ['Rag. Nicola Lo Presti', 172, 226],
          ['LPRNCL77B14D530G', 370, 444],
        ),
      ],
      true,
    );
    // the code on the administrator's row is his, not the holder's: no code, and no name it proves
    expect(c.codiceFiscale).toBeUndefined();
    expect(c.nome?.valore).not.toBe('Nicola');
    const shown = calibrate(c, 'ocr');
    expect(shown.nome?.confidenza ?? 0).toBeLessThan(SURE_CONFIDENCE);
    expect(shown.cognome?.confidenza ?? 0).toBeLessThan(SURE_CONFIDENCE);
  });

  it("takes a company whose legal form OCR read with a 1 ('S.r.1.s.'), not its delegate", async () => {
    const c = await parse([
      row(
        ['Ruolo', 46, 66],
        ['Nominativo o denominazione', 172, 272],
        ['Codice fiscale Partita IVA', 370, 470],
      ),
      row(
        ['Intestatario del contratto', 46, 124],
        ['Panificio San Marco S.r.1.s.', 172, 260],
        ['83019700398', 370, 414],
        ['83019700398', 472, 516],
      ),
      row(
        ['Amministratore (delegato)', 46, 131],
        ['Rag. Angela Ferri', 172, 226],
        ['FRRNGL50E51I751E', 370, 444],
        ['52463270737', 472, 516],
      ),
    ]);
    expect(c.tipoIntestatario?.valore).toBe('PG');
    expect(c.ragioneSociale?.valore).toBe('Panificio San Marco S.r.l.s.');
    expect(c.partitaIva?.valore).toBe('83019700398');
    expect(c.nome).toBeUndefined();
  });

  it("reads a company's number under a header OCR wrapped over two lines, its codice fiscale as its P.IVA", async () => {
    const c = await parse([
      row(['Ruolo', 46, 66], ['Nominativo o denominazione', 172, 272], ['Codice fiscale Partita', 370, 450]),
      row(['IVA', 370, 385]),
      row(
        ['Intestatario del contratto', 46, 124],
        ['Forno Verdi S.r.l.', 172, 240],
        ['83019700398', 370, 414],
      ),
      row(['Venditore', 46, 80], ['Lomellina Gestioni Energia S.p.A.', 172, 300], ['08632741586', 370, 414]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Forno Verdi S.r.l.');
    expect(c.codiceFiscale?.valore).toBe('83019700398');
    // no number labelled partita IVA: the codice fiscale's, for the customer to confirm
    expect(c.partitaIva?.valore).toBe('83019700398');
    expect(c.partitaIva?.confidenza).toBeLessThan(0.9);
  });

  it("passes over the payer's name when OCR joined it to a label wrapped over two lines", async () => {
    const c = await parse([
      row(['Intestatario contratto', 46, 124], ['Maria Lombardi', 172, 224], ['LMBMRA50R42A222A', 370, 449]),
      row(
        ['Amministratore (delegato)', 46, 131],
        ['Rag. Giuseppe Ricci', 172, 226],
        ['RCCGPP48M14B759Y', 370, 444],
        ['71678710675', 472, 516],
      ),
      row(['Intestatario Condominio Residenza Parco', 46, 260], ['94061813799', 370, 414]),
      row(['c/c di addebito', 46, 100]),
    ]);
    expect(c.tipoIntestatario?.valore).toBe('PF');
    expect(c.codiceFiscale?.valore).toBe('LMBMRA50R42A222A');
    expect(c.ragioneSociale).toBeUndefined();
  });

  it('names the supplier whole when OCR cut its first word off in the legal notes', async () => {
    const c = await parse([
      row(['Venditore', 46, 80], ['Lomellina Gestioni Energia S.p.A.', 172, 300], ['08632741586', 370, 414]),
      row(['Servizio clienti 800 863 270 - www.lomellina.example', 46, 300]),
      row(['Lomellina', 46, 90], ['Gestioni Energia S.p.A. - Sede legale Corso Cavour 33, 27029', 96, 400]),
      row(['C.F. e P.IVA 08632741586 - Capitale sociale € 2.500.000,00', 46, 300]),
    ]);
    expect(c.fornitore?.valore).toBe('Lomellina Gestioni Energia S.p.A.');
  });

  it("leaves the distributor's partita IVA to the distributor", async () => {
    const c = await parse([
      row(['Il cliente', 40, 90]),
      row(['Cognome e nome', 40, 110], ['Romano Stefano', 150, 230]),
      row(['Codice fiscale', 40, 110], ['RMNSFN84L27L346L', 150, 240]),
      row([
        'Distributore locale: Ticino Distribuzione Elettrica S.p.A. - P.IVA 08644718291 - Guasti 800 903 527',
        40,
        500,
      ]),
      row(['Brianza Negozi Energia S.r.l. - Sede legale Via Manzoni 3, 20900 Monza (MB)', 40, 400]),
      row(['C.F. e P.IVA 08631529479 - Servizio clienti 800 863 150', 40, 300]),
    ]);
    expect(c.tipoIntestatario?.valore).toBe('PF');
    expect(c.partitaIva).toBeUndefined();
  });
});

describe("an app's conversational labels", () => {
  it('reads how much power you have, your consumption in a year and how you use gas', async () => {
    const c = await parse([
      row(['Quanta potenza hai (impegnata)', 300, 420], ['kW 3,0', 500, 530]),
      row(['Potenza disponibile', 300, 380], ['kW 3,3', 500, 530]),
      row(['Il tuo consumo in un anno', 300, 400], ['kWh 1.840', 500, 540]),
      row(['Come usi il gas', 300, 370], ['C3 - riscaldamento + cottura cibi e acqua calda', 380, 560]),
    ]);
    expect(c.potenzaImpegnataKw?.valore).toBe(3);
    expect(c.consumoAnnuoKwh?.valore).toBe(1840);
    expect(c.categoriaUsoGas?.valore).toBe('C3');
  });

  it('takes the supply address where your energy arrives, not the address the bill is mailed to', async () => {
    // a scan's envelope whose "Spett.le" OCR read as "see": only the label tells the two addresses apart
    const c = await parse(
      [
        row(['Fiore', 60, 110], ['see', 360, 380]),
        row(['CONTI FRANCESCA', 360, 440]),
        row(['la spesa di casa, anche per luce e gas', 60, 200], ['VIA ROMA, 92/C', 360, 430]),
        row(['92027 LICATA AG', 360, 430]),
        row(['La tua bolletta luce e gas', 60, 200]),
        row(['Dove arriva la tua energia', 84, 170]),
        row(['6', 60, 70], ['Viale Monte Grappa 98/B - 24022 Alzano Lombardo (BG)', 84, 330]),
        row(['Come sono andati i tuoi consumi di luce', 60, 200]),
      ],
      true,
    );
    expect(c.indirizzoFornitura?.valore).toMatchObject({ via: 'Monte Grappa', civico: '98/B', cap: '24022' });
  });

  it("takes a big number over its caption, not the month's consumption under it", async () => {
    const c = await parse([
      row(['6', 84, 100], ['230', 242, 289], ['1.897', 400, 470]),
      row(
        ['kW di potenza impegnata', 84, 169],
        ['Volt di tensione', 242, 293],
        ['kWh, il tuo consumo in un anno', 400, 505],
      ),
      row(['disponibile fino a 6,6 kW', 84, 154], ['monofase', 242, 271], ['a gennaio 172 kWh', 400, 456]),
    ]);
    expect(c.consumoAnnuoKwh?.valore).toBe(1897);
    expect(c.potenzaImpegnataKw?.valore).toBe(6);
  });
});
