import { describe, expect, it } from 'vitest';
import { parseRows as parse, row } from './test-rows';

// Shapes met in round 10 of issue 14 (layouts written by others than the parser's author): forms of local
// utilities with the address over captioned parts and dot leaders, letters about a second home, an app's
// sidebar on the holder's rows.

describe('the supply address of a form', () => {
  it('joins the parts of the address, each after its caption', async () => {
    const c = await parse([
      row(['UBICAZIONE DELLA FORNITURA', 40, 200]),
      row(['VIA/PIAZZA', 40, 90], ['VIA GARIBALDI', 100, 200], ['N. CIVICO', 300, 350], ['27', 360, 380]),
      row(
        ['C.A.P.', 40, 70],
        ['12037', 80, 110],
        ['COMUNE', 150, 190],
        ['SALUZZO', 200, 250],
        ['PROV.', 300, 330],
        ['CN', 340, 355],
      ),
      row(['Via Tommaso Cannizzaro 88, 98123 Messina (ME) - centralino 090 771 2020', 40, 400]),
    ]);
    expect(c.indirizzoFornitura?.valore).toEqual({
      toponimo: 'Via',
      via: 'Garibaldi',
      civico: '27',
      cap: '12037',
      comune: 'Saluzzo',
      provincia: 'CN',
    });
  });

  it('reads the parts of a scanned form whose shaded captions OCR garbled', async () => {
    const c = await parse(
      [
        row(['UBICAZIONE DELLA FORNITURA', 40, 200]),
        row(['viapiazza', 40, 90], ['| corso RomA', 100, 200], ['|ncomco', 300, 350], ['144', 360, 380]),
        row(
          ['CAP.', 40, 70],
          ['| 43036', 80, 110],
          ['| comune', 150, 190],
          ['FIDENZA', 200, 250],
          ['| PROV. PR', 300, 350],
        ),
        row(['Via Tommaso Cannizzaro 88, 98123 Messina (ME) - centralino 090 771 2020', 40, 400]),
      ],
      true,
    );
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      toponimo: 'Corso',
      civico: '144',
      cap: '43036',
      comune: 'Fidenza',
    });
  });

  it('reads the parts after dot leaders and abbreviated captions', async () => {
    const c = await parse([
      row(['UBICAZ. FORNITURA ... VIA ANTONIO GRAMSCI', 40, 250], ['N. CIV. ............. 86', 300, 420]),
      row(['COMUNE ............. OLGIATE COMASCO', 40, 250], ['C.A.P. / PROV. ...... 22077 - CO', 300, 420]),
      row(['Sede: Via Tiboni 12, 66016 Guardiagrele (CH) - C.F./P.IVA 01573060694', 40, 400]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({
      via: 'Antonio Gramsci',
      civico: '86',
      cap: '22077',
      comune: 'Olgiate Comasco',
    });
  });

  it("reads a street after 'UBICAZ. FORNITURA' and its place on the line under it", async () => {
    const c = await parse([
      row(['UBICAZ. FORNITURA ... LARGO NAZIONALE, 65', 40, 250]),
      row(["LOCALITA'", 40, 80], ['........... 20017 RHO (MI)', 90, 250]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({ toponimo: 'Largo', civico: '65', cap: '20017' });
  });

  it('reads the property served, not the postal address', async () => {
    const c = await parse([
      row(['Gennargentu Energia S.p.A. - Via Sonnino 44, 09125 Cagliari (CA)', 40, 300]),
      row(['Spett.le', 300, 340]),
      row(['TRATTORIA MIRAMARE S.P.A.', 300, 420]),
      row(['PIAZZA ALDO MORO 99', 300, 400]),
      row(['20017 RHO (MI)', 300, 360]),
      row(['IMMOBILE SERVITO', 40, 120]),
      row(['VIALE DELLE ROSE 132, 41012 CARPI MO', 40, 220]),
    ]);
    expect(c.indirizzoFornitura?.valore).toMatchObject({ via: 'delle Rose', cap: '41012' });
  });

  it("reads a second home's supply told in a sentence, its comune after 'a' and its CAP last", async () => {
    const c = await parse([
      row([
        'La fornitura di Via Dante Alighieri n. 86 a Negrar di Valpolicella (VR), CAP 37024 è attiva dal',
        40,
        500,
      ]),
      row([
        '27/08/2020; le bollette continueranno a essere inviate a Via Alessandro Manzoni 44, 72023 Mesagne',
        40,
        500,
      ]),
    ]);
    expect(c.indirizzoFornitura?.valore).toEqual({
      toponimo: 'Via',
      via: 'Dante Alighieri',
      civico: '86',
      cap: '37024',
      comune: 'Negrar di Valpolicella',
      provincia: 'VR',
    });
  });
});

describe('the holder on a form and beside a sidebar', () => {
  it("reads a company after the abbreviated caption 'RAG. SOCIALE' and its leaders", async () => {
    const c = await parse([
      row(['DATI DEL SOCIO INTESTATARIO', 40, 200]),
      row(['RAG. SOCIALE ........ TRATTORIA LA PERGOLA S.P.A.', 40, 300]),
      row(['P. IVA ............... 94046290824', 40, 200], ['COD. FISC. ......... 94046290824', 300, 450]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Trattoria La Pergola S.p.A.');
  });

  it("takes the company's number on a row a sidebar shares with the supplier's help line", async () => {
    const c = await parse([
      row(['Casa tua', 178, 220]),
      row(['FALEGNAMERIA AURORA S.R.L.', 178, 300]),
      row(['ragione sociale', 178, 230]),
      row(['servizio clienti, lun-sab 8-20', 16, 100], ['32553250823', 178, 233]),
      row(['partita IVA', 178, 210]),
      row(['Scintilla Energia Digitale S.r.l. - P.IVA 12048730019', 16, 300]),
    ]);
    expect(c.partitaIva?.valore).toBe('32553250823');
  });

  it("leaves the supplier's numbers of a pagoPA notice and of abbreviated legal notes to the supplier", async () => {
    const c = await parse(
      [
        row(['RAGIONE SOCIALE', 101, 254], ['FERRAMENTA AURORA S.R.L.', 284, 528]),
        row(['copice FiscALE', 100, 222], ['| 12998630086', 256, 388]),
        row(
          ['ENTE CREDITORE', 112, 237],
          ['A.M.E.P. AZIENDA MUNICIPALE ENERGIA PELORITANA S.P.A.', 299, 816],
        ),
        row(['C.F', 111, 129], ['ENTE', 151, 177], ['02947150831', 299, 405]),
        row(['Cod. fisc. e P.IVA 02947150831 -', 94, 317], ['RE.A. ME-204417 - Cap. soc. €', 337, 532]),
      ],
      true,
    );
    expect(c.codiceFiscale?.valore).not.toBe('02947150831');
    expect(c.partitaIva?.valore).not.toBe('02947150831');
  });
});

describe("a gas supply's consumption", () => {
  it("reads the year's Smc beside a use whose description names hot water", async () => {
    const c = await parse([
      row(['Gas naturale', 40, 100]),
      row(['Codice PDR', 40, 100], ['26524454948104', 120, 200]),
      row(
        ["Categoria d'uso", 40, 100],
        ['C2 - Cottura cibi e/o acqua', 120, 230],
        ['Consumo annuo', 300, 360],
        ['390 Smc', 380, 420],
      ),
      row(['calda sanitaria', 120, 180]),
    ]);
    expect(c.consumoAnnuoSmc?.valore).toBe(390);
  });
});
