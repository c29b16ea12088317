import { Controller } from 'react-hook-form';
import type { Control, FieldError, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandAdmin } from '../../../shared/schemas/catalogue-admin';
import { Field, controlledSelect } from './field';

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

/**
 * The brand of an offer or campaign, chosen by name; fixed once it exists (`fixedHint` says why:
 * sales name both, so neither moves to another brand).
 */
export function BrandSelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
  brands,
  fixedHint,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  error: FieldError | undefined;
  brands: BrandAdmin[];
  /** set while editing: the select is disabled and this text describes it */
  fixedHint: string | null;
}) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field id={id} label={label} error={error}>
          {(a) => (
            <>
              <select
                {...a}
                {...controlledSelect(field, brandIdOf)}
                disabled={fixedHint !== null}
                {...(fixedHint !== null
                  ? { 'aria-describedby': [a['aria-describedby'], hintId].filter(Boolean).join(' ') }
                  : {})}
              >
                <option value="">{t('backoffice.catalogue.offers.marchio_choose')}</option>
                <BrandOptions brands={brands} />
              </select>
              {fixedHint !== null && (
                <span id={hintId} className="bo-cat__hint">
                  {fixedHint}
                </span>
              )}
            </>
          )}
        </Field>
      )}
    />
  );
}
