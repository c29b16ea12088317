import { describe, expect, it } from 'vitest';
import { valoriBollettaSchema } from '../../src/shared/schemas/bills';
import {
  isValidCodiceFiscale,
  isValidCodiceFiscaleNumerico,
} from '../../src/shared/validation/codice-fiscale';
import { isValidPartitaIva } from '../../src/shared/validation/partita-iva';
import { isValidPdr, isValidPod } from '../../src/shared/validation/supply-point';
import { truth } from './bill';
import { billsOf } from './generate';
import { codiceFiscale, loadComuni } from './identities';
import { HELD_OUT, LAYOUTS } from './layouts';
import type { Page } from './page';
import { apply, homography, perspective, type Point } from './warp';

const textOf = (pages: Page[]) =>
  pages
    .flatMap((p) => p.ops.map((op) => (op.kind === 'text' ? op.text : '')))
    .join('\n')
    .toLowerCase();
const bare = (s: string) => s.replace(/\s+/g, '');

describe('generated bills', () => {
  const all = LAYOUTS.flatMap((layout, i) => billsOf(layout, i, 6, 14).map((b) => ({ layout, b })));

  it('has ninety-nine layouts, thirty-three of them held out', () => {
    expect(LAYOUTS).toHaveLength(99);
    expect(HELD_OUT).toEqual([
      'castello',
      'faro',
      'lagomaggiore',
      'orsa',
      'quercia',
      'sorgente',
      'vesuvio',
      'brezza',
      'eolie',
      'tavoliere',
      'murgia',
      'maremma',
      'carso',
      'lunigiana',
      'barbagia',
      'tirreno',
      'valtellina',
      'pollino',
      'vulture',
      'sulcis',
      'aspromonte',
      'cimone',
      'valcamonica',
      'tanaro',
      'chianti',
      'valbormida',
      'vastese',
      'pusteria',
      'oltrepo',
      'frignano',
      'sibillini',
      'valtrompia',
      'cilentana',
    ]);
    for (const key of HELD_OUT) expect(LAYOUTS.map((l) => l.key)).toContain(key);
    const kinds = new Set(all.map(({ b }) => `${b.holder.tipo}${b.luce ? 'L' : ''}${b.gas ? 'G' : ''}`));
    expect(kinds).toEqual(new Set(['PFL', 'PFG', 'PFLG', 'PGL', 'PGG', 'PGLG']));
  });

  it('computes a codice fiscale as the Agenzia delle Entrate does', () => {
    const cf = codiceFiscale(
      { nome: 'Mario', cognome: 'Rossi' },
      new Date(Date.UTC(1980, 0, 1)),
      'M',
      'H501',
    );
    expect(cf).toBe('RSSMRA80A01H501U');
  });

  it('gives every bill a valid truth: check characters, formats, a CAP of its comune', () => {
    const comuni = loadComuni();
    for (const { layout, b } of all) {
      const t = truth(b);
      expect(valoriBollettaSchema.safeParse(t).success).toBe(true);
      expect(isValidPartitaIva(layout.supplier.partitaIva)).toBe(true);
      if (b.holder.tipo === 'PF') expect(isValidCodiceFiscale(t.codiceFiscale ?? ''), b.id).toBe(true);
      else {
        expect(isValidPartitaIva(t.partitaIva ?? ''), b.id).toBe(true);
        expect(isValidCodiceFiscaleNumerico(t.codiceFiscale ?? ''), b.id).toBe(true);
      }
      if (t.pod !== undefined) expect(isValidPod(t.pod), b.id).toBe(true);
      if (t.pdr !== undefined) expect(isValidPdr(t.pdr), b.id).toBe(true);
      const a = t.indirizzoFornitura;
      const comune = comuni.find((c) => c.nome === a?.comune && c.provincia === a?.provincia);
      expect(comune?.cap, b.id).toContain(a?.cap);
    }
  });

  it('prints every value of the truth, and the page-2 fields on page 2 only', () => {
    for (const { layout, b } of all) {
      const pages = layout.draw(b);
      const text = textOf(pages);
      const t = truth(b);
      const values = [t.codiceFiscale, t.partitaIva, t.pod, t.pdr, t.codiceRemi, t.fornitore];
      for (const v of values) if (v) expect(bare(text), `${b.id} ${v}`).toContain(bare(v.toLowerCase()));
      const name = b.holder.tipo === 'PF' ? b.holder.cognome : b.holder.ragioneSociale;
      expect(text, b.id).toContain(name.toLowerCase());
      // a long comune may wrap in a narrow cell, as on real bills
      expect(text.replace(/\s+/g, ' '), b.id).toContain(t.indirizzoFornitura?.comune?.toLowerCase());
      if (layout.page2?.includes('pod') && t.pod) {
        expect(pages).toHaveLength(2);
        expect(bare(textOf(pages.slice(0, 1)))).not.toContain(t.pod.toLowerCase());
      }
    }
  });

  it('generates the same bills from the same seed', () => {
    const [layout] = LAYOUTS;
    expect(billsOf(layout!, 0, 3, 7)).toEqual(billsOf(layout!, 0, 3, 7));
    expect(billsOf(layout!, 0, 3, 7)).not.toEqual(billsOf(layout!, 0, 3, 8));
  });
});

describe('perspective warp', () => {
  it('takes each corner to its place and fills the quadrilateral', () => {
    const from: Point[] = [
      [0, 0],
      [9, 0],
      [9, 9],
      [0, 9],
    ];
    const to: Point[] = [
      [2, 1],
      [17, 3],
      [15, 18],
      [1, 16],
    ];
    const hm = homography(from, to);
    from.forEach((p, i) => {
      const [x, y] = apply(hm, p);
      expect(x).toBeCloseTo(to[i]![0], 6);
      expect(y).toBeCloseTo(to[i]![1], 6);
    });
    const src = { data: Buffer.alloc(10 * 10 * 3, 200), width: 10, height: 10 };
    const dst = { data: Buffer.alloc(20 * 20 * 3, 0), width: 20, height: 20 };
    perspective(src, dst, to);
    const at = (x: number, y: number) => dst.data[3 * (y * 20 + x)];
    expect(at(9, 9)).toBe(200); // inside
    expect(at(19, 19)).toBe(0); // outside
  });
});
