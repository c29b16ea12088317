import { describe, expect, it } from 'vitest';
import { parseRows as parse, rowAt } from './test-rows';

// Shapes of round 13 of issue 14, found by varying one part of a plain bill at a time (the supplier's
// legal name, a company holder's rows, the labels and formats of the gas use, the voltage and the
// consumption), read from the bill's PDF by the whole engine.

const HOLDER = [
  rowAt(40, ['Intestatario', 40, 100], ['Mario Rossi', 170, 230]),
  rowAt(52, ['Codice fiscale', 40, 110], ['RSSMRA80A01H501U', 170, 260]),
];

describe("the supplier's legal form", () => {
  const BODY = [...HOLDER, rowAt(400, ['POD', 40, 60], ['IT001E12345678', 170, 250])];
  const footer = (text: string) => parse([...BODY, rowAt(780, [text, 40, 400])]);

  it('is read in capitals without stops, in small letters with them, and written out in words', async () => {
    for (const [text, name] of [
      ['LUMEN ENERGIA SPA - Sede legale Via Solferino 12, Milano', 'LUMEN ENERGIA S.p.A.'],
      ['Lumen Energia SRL - Sede legale Via Solferino 12, Milano', 'Lumen Energia S.r.l.'],
      ['Lumen Energia s.p.a. - Sede legale Via Solferino 12, Milano', 'Lumen Energia S.p.A.'],
      ['Lumen Energia Società per Azioni - Sede legale Via Solferino 12', 'Lumen Energia S.p.A.'],
      ['Lumen Energia Società a responsabilità limitata - P.IVA 04127893051', 'Lumen Energia S.r.l.'],
    ]) {
      expect((await footer(text!)).fornitore?.valore, text).toBe(name);
    }
  });

  it('leaves out a year before the name', async () => {
    const c = await footer('© 2026 Lumen Energia S.p.A. Tutti i diritti riservati.');
    expect(c.fornitore?.valore).toBe('Lumen Energia S.p.A.');
  });
});

describe("a company's codice fiscale", () => {
  it('is offered as its partita IVA where the bill prints only that, for the customer to confirm', async () => {
    const c = await parse([
      rowAt(40, ['Ragione sociale', 40, 110], ['Pizzeria Bruno S.r.l.', 170, 260]),
      rowAt(52, ['Partita IVA', 40, 100], ['04127893057', 170, 230]),
    ]);
    expect(c.partitaIva?.valore).toBe('04127893057');
    expect(c.codiceFiscale?.valore).toBe('04127893057');
    expect(c.codiceFiscale!.confidenza).toBeLessThan(c.partitaIva!.confidenza);
  });
});

describe('the gas use category under other words', () => {
  it('reads "Tipo di utilizzo" and "Utilizzo del gas"', async () => {
    for (const label of ['Tipo di utilizzo', 'Utilizzo del gas', 'Tipo uso']) {
      const c = await parse([
        ...HOLDER,
        rowAt(400, ['PDR', 40, 60], ['00881234567890', 170, 250]),
        rowAt(412, [label, 40, 120], ['C1 - Riscaldamento', 170, 260]),
      ]);
      expect(c.categoriaUsoGas?.valore, label).toBe('C1');
    }
  });
});

describe('the supply', () => {
  it('reads a usual voltage printed without its unit', async () => {
    const c = await parse([
      ...HOLDER,
      rowAt(400, ['POD', 40, 60], ['IT001E12345678', 170, 250]),
      rowAt(412, ['Tensione', 40, 100], ['230', 170, 190]),
    ]);
    expect(c.tensioneV?.valore).toBe(230);
  });

  it('reads "Consumi annui", and a contract\'s yearly consumption ("contrattuale" is no "attuale")', async () => {
    for (const [label, unit, field] of [
      ['Consumi annui', 'kWh', 'consumoAnnuoKwh'],
      ['Consumo annuo contrattuale', 'Smc', 'consumoAnnuoSmc'],
    ] as const) {
      const c = await parse([
        ...HOLDER,
        rowAt(400, unit === 'kWh' ? ['POD', 40, 60] : ['PDR', 40, 60], [
          unit === 'kWh' ? 'IT001E12345678' : '00881234567890',
          170,
          250,
        ]),
        rowAt(412, [label, 40, 140], [`1.077 ${unit}`, 170, 220]),
      ]);
      expect(c[field]?.valore, label).toBe(1077);
    }
  });
});
