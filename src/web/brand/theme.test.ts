import { describe, expect, it } from 'vitest';
import type { Marchio } from '../../shared/schemas/api';
import { applyBrandTheme } from './theme';

// "Tema chiaro" (spec 9): the brand's colours are inline on the root element and an inline value
// beats any stylesheet, so the light theme must take them away for base.css's palette to show.

const aurora = {
  codice: 'aurora',
  colori: { primario: '#b7410e', secondario: '#3a1f5d', sfondo: '#fff8f3', testo: '#2b1a12' },
} as unknown as Marchio;

describe('the page theme', () => {
  it('paints the brand’s colours, and the light theme takes them away, and back', () => {
    const root = document.createElement('html');
    applyBrandTheme(aurora, 'brand', root);
    expect(root.style.getPropertyValue('--brand-primary')).toBe('#b7410e');
    expect(root.dataset.theme).toBe('brand');

    applyBrandTheme(aurora, 'light', root);
    expect(root.dataset.theme).toBe('light');
    for (const name of ['--brand-primary', '--brand-secondary', '--brand-background', '--brand-text'])
      expect(root.style.getPropertyValue(name), name).toBe('');

    applyBrandTheme(aurora, 'brand', root);
    expect(root.style.getPropertyValue('--brand-background')).toBe('#fff8f3');
  });
});
