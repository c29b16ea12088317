import type { Marchio } from '../../shared/schemas/api';
import type { ThemeChoice } from '../shell/storage';

// Each brand's colours as CSS custom properties (issue 3.6); the light generic theme (spec 9)
// replaces them with a neutral palette the visitor may prefer.

const PROPERTIES = ['--brand-primary', '--brand-secondary', '--brand-background', '--brand-text'] as const;

export function applyBrandTheme(marchio: Marchio, theme: ThemeChoice, root = document.documentElement): void {
  const c = marchio.colori;
  root.dataset.brand = marchio.codice;
  root.dataset.theme = theme;
  // an inline colour beats any stylesheet: under the light theme the brand's are taken away, so that
  // base.css's `:root[data-theme='light']` palette is the one shown
  const values = theme === 'light' ? [] : [c.primario, c.secondario, c.sfondo, c.testo];
  PROPERTIES.forEach((name, i) => {
    const value = values[i];
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  });
}
