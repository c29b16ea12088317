import { describe, expect, it } from 'vitest';
import { parseBill } from './parse';
import { COLUMN_GAP } from './rows';
import { row, textOf } from './test-rows';

// Layout-free reading (issue 14 item 2): values found by what they are and tied to their label by the
// page's geometry (the cell under a label in the same column), as text.ts gives it from a PDF's text
// layer or from OCR's word boxes.

describe('parseBill with the page geometry', () => {
  it('reads a header row over its values, the address going on under its own column', async () => {
    const righe = [
      row(['Bolletta luce', 0, 60], ['ROSSI MARIO', 300, 360]),
      row(['Cliente', 0, 40], ['Codice fiscale', 100, 170], ['Indirizzo di fornitura', 200, 300]),
      row(['Rossi Mario', 0, 50], ['RSSMRA85T10A562S', 100, 180], ['Via Roma 12', 200, 250]),
      row(['00184 Roma (RM)', 200, 270]),
    ];
    const c = await parseBill(textOf(righe), { righe });
    expect(c.indirizzoFornitura?.valore).toEqual({
      toponimo: 'Via',
      via: 'Roma',
      civico: '12',
      cap: '00184',
      comune: 'Roma',
      provincia: 'RM',
    });
    expect([c.nome?.valore, c.cognome?.valore]).toEqual(['Mario', 'Rossi']);
  });

  it('finds the holder by the codice fiscale wherever the name stands, surname first included', async () => {
    const text = [
      'Spett.le',
      `Bolletta luce e gas${COLUMN_GAP}ROSSI MARIO`,
      'Intestatario | C.F. RSSMRA85T10A562S',
    ].join('\n');
    const c = await parseBill(text);
    expect([c.nome?.valore, c.cognome?.valore]).toEqual(['Mario', 'Rossi']);
  });

  it('reads units printed before the numbers and cells separated by bars', async () => {
    const text = [
      `POD${COLUMN_GAP}IT001E04871593`,
      `Potenza impegnata dal 01/01/2024${COLUMN_GAP}kW 4,5`,
      `Tensione nominale${COLUMN_GAP}V 230`,
      'Consumo annuo | Pot. impegnata 4,5 kW',
      `Consumo annuo 01/02/2025-31/01/2026${COLUMN_GAP}kWh 4.098`,
    ].join('\n');
    const c = await parseBill(text);
    expect(c.potenzaImpegnataKw?.valore).toBe(4.5);
    expect(c.tensioneV?.valore).toBe(230);
    expect(c.consumoAnnuoKwh?.valore).toBe(4098);
  });
});
