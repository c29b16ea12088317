// WCAG 2.1 contrast ratio of two #rrggbb colours (1.4.3 text 4.5:1, 1.4.11 field edges 3:1): a brand's
// colours are checked with it when the back office saves them, as brand-contrast.test.ts checks the demo's.

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The edge of the funnel's text fields (--field-border in src/web/styles/base.css). */
export const FIELD_BORDER = '#767f90';
