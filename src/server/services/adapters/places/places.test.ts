import { describe, expect, it } from 'vitest';
import data from './comuni.json' with { type: 'json' };
import { comuneByBelfiore, findComune, foldName, genericCapOf, isCapOfComune, searchComuni } from './places';
import type { Comune } from './places';

const names = (comuni: Comune[]) => comuni.map((c) => `${c.nome} (${c.provincia})`);

async function comune(nome: string, provincia: string): Promise<Comune> {
  const found = await findComune(nome, provincia);
  if (!found) throw new Error(`${nome} (${provincia}) is not in the data`);
  return found;
}

describe('the data (ISTAT, 1 January 2020)', () => {
  it('has every comune once, each with its province, Belfiore code and CAPs', () => {
    const comuni = data as Comune[];
    expect(comuni).toHaveLength(7904);
    expect(new Set(comuni.map((c) => c.codiceIstat)).size).toBe(comuni.length);
    expect(new Set(comuni.map((c) => c.codiceBelfiore)).size).toBe(comuni.length);
    for (const c of comuni) {
      expect(c.codiceIstat).toMatch(/^\d{6}$/);
      expect(c.provincia).toMatch(/^[A-Z]{2}$/);
      expect(c.codiceBelfiore).toMatch(/^[A-M]\d{3}$/);
      expect(c.cap.length).toBeGreaterThan(0);
      for (const cap of c.cap) expect(cap).toMatch(/^\d{5}$/);
    }
  });
});

describe('foldName', () => {
  it('drops case, accents and punctuation', () => {
    expect(foldName("Città Sant'Angelo")).toBe('citta sant angelo');
    expect(foldName('  RHÊMES-NOTRE-DAME ')).toBe('rhemes notre dame');
    expect(foldName('Citta’ di Castello')).toBe('citta di castello');
  });
});

describe('searchComuni', () => {
  it('ignores case and accents', async () => {
    expect(names(await searchComuni('citta', 10))[0]).toBe('Città di Castello (PG)');
    expect(names(await searchComuni('CITTÀ DI CASTELLO', 10))).toEqual(['Città di Castello (PG)']);
    expect(names(await searchComuni("citta' di castello", 10))).toEqual(['Città di Castello (PG)']);
    expect(names(await searchComuni('chatillon', 10))).toContain('Châtillon (AO)');
  });

  it('ignores apostrophes and spaces', async () => {
    expect(names(await searchComuni('laquila', 10))).toEqual(["L'Aquila (AQ)"]);
    expect(names(await searchComuni("l'aquila", 10))).toEqual(["L'Aquila (AQ)"]);
  });

  it('lists prefix matches first, then word-prefix matches, then the rest', async () => {
    expect(names(await searchComuni('aquila', 10))).toEqual([
      "Aquila d'Arroscia (IM)",
      "L'Aquila (AQ)",
      'Montaquila (IS)',
    ]);
    const bari = names(await searchComuni('bari', 10));
    expect(bari[0]).toBe('Bari (BA)');
    expect(bari.indexOf('Bari Sardo (NU)')).toBeLessThan(bari.indexOf('Mola di Bari (BA)'));
  });

  it('an exact name first, then bigger comuni first', async () => {
    expect(names(await searchComuni('roma', 3))[0]).toBe('Roma (RM)');
    expect(names(await searchComuni('tor', 3))[0]).toBe('Torino (TO)');
    expect(names(await searchComuni('castro', 2))).toEqual(
      expect.arrayContaining(['Castro (BG)', 'Castro (LE)']),
    );
  });

  it('does not match across words', async () => {
    expect(names(await searchComuni('lodi', 20))).not.toContain('Santarcangelo di Romagna (RN)');
  });

  it('five digits find the comuni of that CAP', async () => {
    expect(names(await searchComuni('20121', 10))).toEqual(['Milano (MI)']);
    expect(names(await searchComuni('20100', 10))).toEqual(['Milano (MI)']);
    expect(names(await searchComuni('06012', 10))).toEqual(['Città di Castello (PG)']);
    expect(await searchComuni('99999', 10)).toEqual([]);
    // several comuni share a CAP
    expect((await searchComuni('38020', 10)).length).toBeGreaterThan(1);
  });

  it('keeps to the limit, and finds nothing for nonsense', async () => {
    expect(await searchComuni('san', 10)).toHaveLength(10);
    expect(await searchComuni('san', 3)).toHaveLength(3);
    expect(await searchComuni('xqzw', 10)).toEqual([]);
    expect(await searchComuni("'-", 10)).toEqual([]);
  });
});

describe('findComune', () => {
  it('finds a comune in its province, whatever the case and accents', async () => {
    expect(await findComune('Milano', 'MI')).toMatchObject({ codiceIstat: '015146', codiceBelfiore: 'F205' });
    expect((await findComune('milano', 'mi'))?.nome).toBe('Milano');
    expect((await findComune('citta di castello', 'PG'))?.nome).toBe('Città di Castello');
  });

  it('refuses a comune in the wrong province', async () => {
    expect(await findComune('Milano', 'RM')).toBeNull();
    expect(await findComune('Roma', 'MI')).toBeNull();
    expect(await findComune('Milan', 'MI')).toBeNull();
  });

  it('tells apart comuni of the same name by province', async () => {
    expect((await findComune('Castro', 'BG'))?.codiceIstat).toBe('016065');
    expect((await findComune('Castro', 'LE'))?.codiceIstat).toBe('075096');
  });
});

describe('comuneByBelfiore', () => {
  it('finds the comune of a codice catastale', async () => {
    expect((await comuneByBelfiore('F205'))?.nome).toBe('Milano');
    expect((await comuneByBelfiore('h501'))?.nome).toBe('Roma');
    expect(await comuneByBelfiore('Z404')).toBeNull();
    expect(await comuneByBelfiore('M999')).toBeNull();
  });
});

describe('isCapOfComune', () => {
  it("Milano: its street CAPs and its city-wide 20100, nobody else's", async () => {
    const milano = await comune('Milano', 'MI');
    for (const cap of ['20121', '20145', '20162', '20100']) expect(isCapOfComune(cap, milano)).toBe(true);
    for (const cap of ['00100', '20163', '20120', '20090', '10121'])
      expect(isCapOfComune(cap, milano)).toBe(false);
  });

  it('Roma: 00118..00199 and 00100', async () => {
    const roma = await comune('Roma', 'RM');
    for (const cap of ['00118', '00199', '00100']) expect(isCapOfComune(cap, roma)).toBe(true);
    expect(isCapOfComune('20100', roma)).toBe(false);
  });

  it('a comune with one CAP has no other', async () => {
    const castello = await comune('Città di Castello', 'PG');
    expect(isCapOfComune('06012', castello)).toBe(true);
    expect(isCapOfComune('06000', castello)).toBe(false);
    expect(isCapOfComune('06100', castello)).toBe(false);
  });
});

describe('genericCapOf', () => {
  it('is PP100 for the cities with street CAPs PP1NN only', async () => {
    expect(genericCapOf(await comune('Milano', 'MI'))).toBe('20100');
    expect(genericCapOf(await comune('Napoli', 'NA'))).toBe('80100');
    expect(genericCapOf(await comune('Forlì', 'FC'))).toBe('47100');
    // one CAP; hamlet CAPs; street CAPs of another pattern
    expect(genericCapOf(await comune('Aosta', 'AO'))).toBeNull();
    expect(genericCapOf(await comune("Borgo d'Anaunia", 'TN'))).toBeNull();
    expect(genericCapOf(await comune('Rimini', 'RN'))).toBeNull();
  });
});
