import type { BrandAdmin } from '../../../shared/schemas/catalogue-admin';

// The brands as the options of a <select>: the admin chooses a brand by its name (useBrands).

export function BrandOptions({ brands }: { brands: BrandAdmin[] }) {
  return (
    <>
      {brands.map((b) => (
        <option key={b.id} value={b.id}>
          {b.nome}
        </option>
      ))}
    </>
  );
}

/** The name of a brand by its id, the id itself while the brands load. */
export function brandName(brands: BrandAdmin[], id: number): string {
  return brands.find((b) => b.id === id)?.nome ?? String(id);
}

/** A <select>'s value as a brand id: '' (none chosen) is undefined, which the schemas call required. */
export const brandIdOf = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
