// The brands and offers by name, for the sales list's filters and rows and a sale's page: the address
// and the API keep the ids (`sales?marchio=1&offerta=101`), staff read names.

type Brand = { id: number; nome: string };
type Offer = { id: number; marchioId: number; codice: string; nome: string };

/**
 * Each offer's name; with its code when another offer of the same brand has the same name (an
 * expired edition beside the one that replaced it: `Casa Luce (LUM-CASA-LUCE-2025)`).
 */
export function offerNames(offers: readonly Offer[]): Map<number, string> {
  const count = new Map<string, number>();
  const key = (o: Offer) => `${o.marchioId}\u0000${o.nome}`;
  for (const o of offers) count.set(key(o), (count.get(key(o)) ?? 0) + 1);
  return new Map(
    offers.map((o) => [o.id, (count.get(key(o)) ?? 0) > 1 ? `${o.nome} (${o.codice})` : o.nome]),
  );
}

/** The offers a filter offers: the chosen brand's, or all (`brand` empty). */
export function offersOfBrand<O extends Offer>(offers: readonly O[], brand: string): O[] {
  return brand ? offers.filter((o) => String(o.marchioId) === brand) : [...offers];
}

/** Whether `offer` (an id in the address) is one of the chosen brand's offers. */
export function offerFitsBrand(offers: readonly Offer[], offer: string, brand: string): boolean {
  return offersOfBrand(offers, brand).some((o) => String(o.id) === offer);
}

export function brandName(brands: readonly Brand[], id: number): string | undefined {
  return brands.find((b) => b.id === id)?.nome;
}
