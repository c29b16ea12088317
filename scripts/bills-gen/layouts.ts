// The sixteen layouts, four of them held out: the engine is never tuned on these four (issue 14); the
// bench reports them apart. New layouts go at the end: a layout's bills depend on its place in the list. Changing this list after tuning would void the held-out figures.
import type { Layout } from './layout';
import { aurora, borea, castello } from './layouts-a';
import { deltapo, etna, faro } from './layouts-b';
import { gransasso, isolaverde, lagomaggiore } from './layouts-c';
import { marea, nebbia, orsa } from './layouts-d';
import { ginestra, levante, pineta, valdarno } from './layouts-e';

export const LAYOUTS: readonly Layout[] = [
  aurora,
  borea,
  castello,
  deltapo,
  etna,
  faro,
  gransasso,
  isolaverde,
  lagomaggiore,
  marea,
  nebbia,
  orsa,
  pineta,
  valdarno,
  levante,
  ginestra,
];

/** Held out: label below the value, data on page 2, two columns with labels above, a column per supply. */
export const HELD_OUT: readonly string[] = ['castello', 'faro', 'lagomaggiore', 'orsa'];

export const isHeldOut = (key: string) => HELD_OUT.includes(key);
