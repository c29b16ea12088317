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
