// Formatting of the summary's values: pure, so the screen only arranges them.

export function localeOf(language: string): string {
  return language === 'it' ? 'it-IT' : 'en-GB';
}

/** The last four characters of an IBAN: the rest is never shown on screen. */
export function ibanLast4(iban: string | undefined): string | null {
  const compact = (iban ?? '').replace(/\s+/g, '').toUpperCase();
  return compact.length >= 4 ? compact.slice(-4) : null;
}

export function formatNumber(value: number, language: string, fractionDigits: [number, number] = [0, 3]) {
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: fractionDigits[0],
    maximumFractionDigits: fractionDigits[1],
  }).format(value);
}

export function fullName(p: { nome?: string | undefined; cognome?: string | undefined } | undefined) {
  const name = [p?.nome, p?.cognome].filter(Boolean).join(' ');
  return name || null;
}

/** The offer's prices (offerta.prezzi: `{ luce: { energiaEuroKwh, quotaFissaEuroMese }, gas: {...} }`). */
export type PriceItem = { commodity: string; kind: 'energia' | 'materia' | 'quota_fissa'; value: number };

const PRICE_KINDS: Record<string, PriceItem['kind']> = {
  energiaEuroKwh: 'energia',
  materiaEuroSmc: 'materia',
  quotaFissaEuroMese: 'quota_fissa',
};

export function priceItems(prezzi: Record<string, unknown>): PriceItem[] {
  const items: PriceItem[] = [];
  for (const [commodity, prices] of Object.entries(prezzi)) {
    if (typeof prices !== 'object' || prices === null) continue;
    for (const [key, value] of Object.entries(prices)) {
      const kind = PRICE_KINDS[key];
      if (kind && typeof value === 'number') items.push({ commodity, kind, value });
    }
  }
  // luce first, as the offer names them ("Luce e Gas"); the stored JSON keeps no order
  const rank = (c: string) => (c === 'luce' ? 0 : c === 'gas' ? 1 : 2);
  return items.sort((a, b) => rank(a.commodity) - rank(b.commodity));
}
