// Measuring and placing text as the later layouts do (layouts-zd.ts, layouts-ze.ts, layouts-zf.ts), and a
// bill's own random source, money shares and IBAN: one copy for the layouts that drew them alike.
import { it, type Bill } from './bill';
import { pdfTextWidth } from './measure';
import type { Face, Page, TextOptions } from './page';
import { random, type Rnd } from './random';

/** How much wider the scans' and photos' DejaVu fonts draw than the PDF's standard ones. */
export const RASTER: Record<Face, [number, number]> = {
  sans: [1.14, 1.2],
  serif: [1.27, 1.34],
  mono: [1.01, 1.01],
};

/** The width a line must have room for: the wider of the two fonts. */
export const roomOf = (s: string, size: number, face: Face, bold = false) =>
  pdfTextWidth(s, size, face, bold) * RASTER[face][bold ? 1 : 0];

/** Text ending at x in the wider raster font (the PDF's ends a little before). */
export function right(p: Page, x: number, y: number, s: string, o: TextOptions = {}) {
  p.text(x - roomOf(s, o.size ?? 9, o.face ?? p.face, o.bold), y, s, o);
}

/** Greedy lines of words no wider than the test allows (a single long word stands alone). */
export function wrapWords(s: string, fits: (t: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (!line || fits(next)) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A string wrapped at `max`; given parts, a line each (broken only when a part is too long). */
export function wrap(s: string | string[], max: number, size: number, face: Face, bold = false): string[] {
  const fits = (t: string) => roomOf(t, size, face, bold) <= max;
  return (typeof s === 'string' ? [s] : s).flatMap((part) => wrapWords(part, fits));
}

/** A paragraph from (x, y) wrapped at `max`; returns the y under it. */
export function para(p: Page, x: number, y: number, s: string, max: number, o: TextOptions = {}): number {
  const size = o.size ?? 8;
  const lead = size * 1.32;
  const lines = wrap(s, max, size, o.face ?? p.face, o.bold);
  lines.forEach((l, i) => p.text(x, y + i * lead, l, o));
  return y + lines.length * lead;
}

/** The bill's random source: the same bill draws the same way every time. */
export function rndOf(b: Bill, salt: number): Rnd {
  let h = salt >>> 0;
  for (const ch of `${b.id}|${b.numero}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return random(h);
}

/** `total` cents shared out by weight, the last part taking what rounding leaves. */
export function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const rest = total - parts.reduce((a, c) => a + c, 0);
  parts[parts.length - 1] = (parts[parts.length - 1] ?? 0) + rest;
  return parts;
}

/** An Italian IBAN with valid check digits. */
export function iban(r: Rnd): string {
  const cin = 'ABCDEFGHIJKLMNOPRSTUVWXZ'.charAt(r.int(0, 23));
  const bban = `${cin}0${r.digits(4)}${r.digits(5)}${r.digits(12)}`;
  const num = [...`${bban}IT00`].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  const check = 98n - (BigInt(num) % 97n);
  return `IT${String(check).padStart(2, '0')}${bban}`;
}

export const centsOf = (s: string) => Math.round(Number(s.replace(/\./g, '').replace(',', '.')) * 100);
export const eur = (c: number) => it(c / 100, 2);

/**
 * What the bill's total is made of, in cents: the energy of each supply before VAT (a dual bill's
 * shared between them by `shares`), and VAT.
 */
export type Money = { total: number; rate: number; iva: number; luce: number; gas: number };

export function moneyOf(b: Bill, shares: [number, number]): Money {
  const total = centsOf(b.totale);
  const rate = b.holder.tipo === 'PF' ? 10 : 22;
  const net = Math.round((total * 100) / (100 + rate));
  const [first = 0, second = 0] = b.luce && b.gas ? split(net, shares) : [net, 0];
  return {
    total,
    rate,
    iva: total - net,
    luce: b.luce ? first : 0,
    gas: b.gas ? (b.luce ? second : first) : 0,
  };
}
