// spec 9: local storage holds a per-sale context keyed by the sale uuid, and the light theme choice.
// Storage may be unavailable (private mode, quota): every access degrades to "nothing stored".

export type SaleContext = {
  offerta: number | null;
  operazione: string | null;
  campagna: number | null;
  /** spec 4: null until known, then the fast-flow flag */
  fastFlow: boolean | null;
  firstTime: boolean;
  /** this browser created the sale: its later visits (a reload carries the uuid) still guide */
  startedHere?: boolean;
  /** spec 4: cached once true */
  creditCheckResult: boolean;
  lastStep: string | null;
  /** ricercaCliente's answer (already a customer or not), checked again when the customer comes Back */
  giaCliente?: boolean;
  /** the bill's values the server could not take (POST /clients/populate), named after a reload too */
  ignorati?: string[];
  updatedAt: string;
};

const saleKey = (uuid: string) => `funnel.vendita.${uuid}`;
const THEME_KEY = 'funnel.theme';

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the server keeps the sale anyway */
  }
}

export function readSaleContext(uuid: string): SaleContext | null {
  return read<SaleContext>(saleKey(uuid));
}

export function updateSaleContext(uuid: string, patch: Partial<SaleContext>): SaleContext {
  const base: SaleContext = readSaleContext(uuid) ?? {
    offerta: null,
    operazione: null,
    campagna: null,
    fastFlow: null,
    firstTime: false,
    creditCheckResult: false,
    lastStep: null,
    updatedAt: '',
  };
  const next = { ...base, ...patch, updatedAt: new Date().toISOString() };
  write(saleKey(uuid), next);
  return next;
}

export type ThemeChoice = 'brand' | 'light';

export function readTheme(): ThemeChoice {
  return read<ThemeChoice>(THEME_KEY) === 'light' ? 'light' : 'brand';
}

export function writeTheme(theme: ThemeChoice): void {
  write(THEME_KEY, theme);
}
