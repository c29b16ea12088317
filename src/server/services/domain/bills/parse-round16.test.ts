import { describe, expect, it } from 'vitest';
import { parseRows as parse, rowAt } from './test-rows';

// Shapes of round 16 of issue 14, found by varying one part of a plain bill at a time: the supplier's
// parent company in its legal notes, a codice fiscale in groups or split by OCR, a condominium holder.

const HOLDER = [
  rowAt(40, ['Intestatario', 40, 100], ['Mario Rossi', 170, 230]),
  rowAt(52, ['Codice fiscale', 40, 110], ['RSSMRA80A01H501U', 170, 260]),
];
const POD = rowAt(400, ['POD', 40, 60], ['IT001E12345678', 170, 250]);

describe("the supplier's parent company", () => {
  it('is not the supplier, however the notes name it', async () => {
    for (const [name, note] of [
      ['Hera Comm S.p.A.', 'Società soggetta alla direzione e coordinamento di Hera S.p.A.'],
      ['Hera Comm S.p.A.', 'Società controllata da Hera S.p.A.'],
      [
        'Lumen Energia S.r.l.',
        "Società soggetta all'attività di direzione e coordinamento da parte di Nord Holding S.p.A.",
      ],
    ]) {
      const c = await parse([...HOLDER, POD, rowAt(760, [name!, 40, 200]), rowAt(772, [note!, 40, 500])]);
      expect(c.fornitore?.valore, note).toBe(name);
    }
  });

  it('is not the supplier where the name says it belongs to a group', async () => {
    const c = await parse([
      ...HOLDER,
      POD,
      rowAt(760, ['Lumen Energia S.r.l. - società del Gruppo Nord Holding S.p.A.', 40, 400]),
    ]);
    expect(c.fornitore?.valore).toBe('Lumen Energia S.r.l.');
  });
});

describe('a codice fiscale in more than one word', () => {
  it('is read printed in groups, or split in two by OCR, as the check character proves it', async () => {
    for (const code of ['RSS MRA 80A01 H501U', 'RSSMRA80A01 H501U']) {
      const c = await parse([
        rowAt(40, ['Intestatario', 40, 100], ['Mario Rossi', 170, 230]),
        rowAt(52, ['Cod. Fisc.', 40, 110], [code, 170, 260]),
        POD,
      ]);
      expect(c.codiceFiscale?.valore, code).toBe('RSSMRA80A01H501U');
    }
  });

  it('is not made of words the check character does not prove', async () => {
    const c = await parse([
      rowAt(40, ['Intestatario', 40, 100], ['Mario Rossi', 170, 230]),
      rowAt(52, ['Cod. Fisc.', 40, 110], ['RSS MRA 80A01 H501X', 170, 260]),
      POD,
    ]);
    expect(c.codiceFiscale).toBeUndefined();
  });
});

describe('a condominium', () => {
  it("is the holder under its building's address, a company", async () => {
    const c = await parse([
      rowAt(40, ['Intestatario', 40, 100], ['Condominio Via Roma 12', 170, 260]),
      rowAt(52, ['Codice fiscale', 40, 110], ['90012345675', 170, 260]),
      POD,
    ]);
    expect(c.ragioneSociale?.valore).toBe('Condominio Via Roma 12');
    expect(c.tipoIntestatario?.valore).toBe('PG');
    expect(c.codiceFiscale?.valore).toBe('90012345675');
  });
});
