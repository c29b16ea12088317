import type { Marchio } from '../../shared/schemas/api';
import type { ThemeChoice } from '../shell/storage';

// Each brand's colours as CSS custom properties (issue 3.6); the light generic theme (spec 9)
// replaces them with a neutral palette the visitor may prefer.

export function applyBrandTheme(marchio: Marchio, theme: ThemeChoice, root = document.documentElement): void {
  const c = marchio.colori;
  root.dataset.brand = marchio.codice;
  root.dataset.theme = theme;
  if (c.primario) root.style.setProperty('--brand-primary', c.primario);
  if (c.secondario) root.style.setProperty('--brand-secondary', c.secondario);
  if (c.sfondo) root.style.setProperty('--brand-background', c.sfondo);
  if (c.testo) root.style.setProperty('--brand-text', c.testo);
}
