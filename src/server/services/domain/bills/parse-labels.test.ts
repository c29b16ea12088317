import { describe, expect, it } from 'vitest';
import { parseBill } from './parse';
import { parseRows as parse, row } from './test-rows';

// Labels met in round 5 of issue 14 (layouts written by others than the parser's author): the value
// first and its label after it, Alto Adige's bilingual bills (German first, the Italian under it), the
// old municipal utilities' "DITTA:".

describe('the value first, its label after it', () => {
  it('reads each value by the label on its right, not the one of the line above', async () => {
    const c = await parse([
      row(['Pizzeria Bruno S.r.l.', 0, 120], ['intestatario del contratto', 200, 330]),
      row(['12345678903', 0, 70], ['partita IVA', 200, 260]),
      row(['Via Roma 12 - 20121 Milano (MI)', 0, 180], ['indirizzo di fornitura', 200, 310]),
      row(['IT001E04871593', 0, 80], ['codice POD (punto di prelievo)', 200, 350]),
      row(['6 kW potenza impegnata', 0, 120]),
      row(['6,6 kW', 0, 40], ['potenza disponibile', 200, 300]),
      row(['230 V', 0, 30], ['tensione di alimentazione', 200, 320]),
      row(['C2 - Produzione di acqua calda sanitaria', 0, 190], ["categoria d'uso", 200, 280]),
      row(['12345678901234', 0, 80], ['codice PDR', 200, 260]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Pizzeria Bruno S.r.l.');
    expect(c.partitaIva?.valore).toBe('12345678903');
    expect(c.indirizzoFornitura?.valore).toMatchObject({ via: 'Roma', civico: '12', cap: '20121' });
    expect(c.potenzaImpegnataKw?.valore).toBe(6);
    expect(c.tensioneV?.valore).toBe(230);
    expect(c.categoriaUsoGas?.valore).toBe('C2');
  });

  it('takes a label after the value and its unit, in brackets', async () => {
    const c = await parseBill('Potenza disponibile 5,5 kW\nSul contatore: 4,5 kW (potenza impegnata)');
    expect(c.potenzaImpegnataKw?.valore).toBe(4.5);
  });
});

describe("Alto Adige's bilingual bills", () => {
  it('reads the German labels, the Italian ones printed under them', async () => {
    const c = await parse([
      row(['Firmenbezeichnung', 0, 110], ['Bäckerei Huber GmbH/Srl', 200, 330]),
      row(['Ragione sociale', 0, 80]),
      row(['MwSt.-Nr.', 0, 50], ['12345678903', 200, 270]),
      row(['Partita IVA', 0, 60]),
      row(['Lieferadresse', 0, 80], ['Via Roma 12', 200, 270]),
      row(['Indirizzo di fornitura', 0, 110], ['39100 Bolzano (BZ)', 200, 300]),
      row(['Zählpunkt', 0, 50], ['IT001E04871593', 200, 280]),
      row(['Punto di prelievo (POD)', 0, 120]),
      row(['Vertragsleistung', 0, 90], ['4,5 kW', 200, 240]),
      row(['Potenza impegnata', 0, 90]),
      row(['Verfügbare Leistung', 0, 100], ['5 kW', 200, 230]),
      row(['Potenza disponibile', 0, 100]),
      row(['Versorgungsspannung', 0, 110], ['230 V', 200, 230]),
      row(['Tensione di alimentazione', 0, 130]),
      row(['Netzbetreiber / Distributore', 0, 150], ['Rete Alpina S.p.A.', 200, 300]),
      row([
        'Südstrom Energie GmbH/Srl - Sede legale: Via Galvani 12, 39100 Bolzano - P.IVA 02948173659',
        0,
        500,
      ]),
    ]);
    expect(c.ragioneSociale?.valore).toBe('Bäckerei Huber GmbH/Srl');
    expect(c.partitaIva?.valore).toBe('12345678903');
    expect(c.potenzaImpegnataKw?.valore).toBe(4.5);
    expect(c.tensioneV?.valore).toBe(230);
    expect(c.fornitore?.valore).toBe('Südstrom Energie GmbH/Srl');
  });
});

describe("the municipal utilities' typed labels", () => {
  it('takes the company after DITTA:', async () => {
    const c = await parseBill(
      'DATI DEL CLIENTE\nDITTA:   TRATTORIA DEL PONTE S.R.L.   CODICE UTENTE: 364080682\nP. IVA:   12345678903',
    );
    expect(c.ragioneSociale?.valore).toBe('Trattoria Del Ponte S.r.l.');
  });
});

describe('a summary page (the photo of page 1, the data on page 2)', () => {
  it('takes the payer of the notice for the holder, the surname the part in capitals, both supplies from the title', async () => {
    const c = await parseBill(
      'Bolletta luce e gas\nTotale da pagare   € 150,19\nAVVISO DI PAGAMENTO pagoPA\nDestinatario   MANCINI Antonio\nImporto   € 150,19',
    );
    expect(c.nome?.valore).toBe('Antonio');
    expect(c.cognome?.valore).toBe('Mancini');
    expect(c.commodity?.valore).toBe('dual');
    const d = await parseBill('Bolletta gas\nDestinatario   Antonio DE LUCA');
    expect(d.cognome?.valore).toBe('De Luca');
    expect(d.commodity?.valore).toBe('gas');
  });
});

describe("a scan's specks", () => {
  it('passes over a speck read between a label and its value', async () => {
    const c = await parseBill(
      'Denominazione   Ferramenta Tre Ponti S.a.s.\nPartita IVA   è   12345678903\nCodice fiscale   i   12345678903',
    );
    expect(c.partitaIva?.valore).toBe('12345678903');
    expect(c.codiceFiscale?.valore).toBe('12345678903');
  });
});
