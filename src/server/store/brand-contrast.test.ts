import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from './demo-data';

// WCAG 1.4.11: the edge of a text field or a select (src/web/styles), 3:1 or more against what it
// stands on, in every brand the demo seeds: the field's own white fill and each brand's page background (the light theme's is white).
// e2e/finish.spec.ts measures the same on the pages of the brands it can open (borea is in
// maintenance there).

const styles = path.resolve(import.meta.dirname, '../../web/styles');
const css = fs.readFileSync(path.join(styles, 'base.css'), 'utf8');
const fieldBorder = css.match(/--field-border:\s*(#[0-9a-f]{6})/i)?.[1];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('field borders', () => {
  it('stand out 3:1 or more on the field and on every brand’s page', () => {
    expect(fieldBorder).toBeDefined();
    const forms = fs.readFileSync(path.join(styles, 'forms.css'), 'utf8');
    expect(forms).toMatch(/\.field__input \{[^}]*border: 1\.5px solid var\(--field-border\)/);
    for (const background of ['#ffffff', ...DEMO_BRANDS.map((b) => b.colori.sfondo)]) {
      expect(contrast(fieldBorder!, background), background).toBeGreaterThanOrEqual(3);
    }
  });
});
