import { useWatch } from 'react-hook-form';
import type { Control, FieldError, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FIELD_BORDER, contrastRatio } from '../../../shared/colour-contrast';
import type { brandBody } from '../../../shared/schemas/catalogue-admin';
import { useFieldErrorText } from './field';

// A brand's colours on its form (brands.tsx): each as a hex in a text field with the browser's picker
// beside it, and a contrast error that says which ratio the colours have and which they need.

export type BrandValues = z.input<typeof brandBody>;
export type BrandBody = z.output<typeof brandBody>;

export const COLOURS = ['primario', 'secondario', 'sfondo', 'testo'] as const;
type Colour = (typeof COLOURS)[number];
export const COLOUR_PATHS = COLOURS.map((c) => `colori.${c}` as const);
const HEX = /^#[0-9a-fA-F]{6}$/;

/** What coloriSchema measures for a colour (catalogue-admin.ts): the other colour and the ratio needed. */
const CONTRAST: Partial<Record<Colour, { other: (c: BrandValues['colori']) => string; min: number }>> = {
  testo: { other: (c) => c.sfondo, min: 4.5 },
  primario: { other: () => '#ffffff', min: 4.5 },
  sfondo: { other: () => FIELD_BORDER, min: 3 },
};

/** A colour: its hex in a text field (what is saved), with the browser's colour picker beside it. */
export function ColourField({
  name,
  control,
  register,
  setValue,
  recheck,
  error,
}: {
  name: Colour;
  control: Control<BrandValues, unknown, BrandBody>;
  register: UseFormRegister<BrandValues>;
  setValue: UseFormSetValue<BrandValues>;
  recheck: () => void;
  error: FieldError | undefined;
}) {
  const { t, i18n } = useTranslation();
  const fieldText = useFieldErrorText();
  const colori = useWatch({ control, name: 'colori' });
  const value = colori[name];
  const id = `br-${name}`;
  const errorId = `${id}-error`;
  const label = t(`backoffice.catalogue.brands.${name}`);

  /** A contrast error says which ratio the colours have and which they need, in words. */
  const errorText = (): string => {
    const rule = CONTRAST[name];
    if (error?.message !== 'validation.contrast' || !rule) return fieldText(error?.message);
    const other = rule.other(colori);
    if (!HEX.test(value) || !HEX.test(other)) return fieldText(error.message);
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return t(`backoffice.catalogue.brands.errors.contrast_${name}`, {
      ratio: number.format(Math.floor(contrastRatio(value, other) * 100) / 100),
      min: number.format(rule.min),
    });
  };
  const describedBy = ['br-colours-hint', error ? errorId : ''].filter(Boolean).join(' ');
  const aria = { 'aria-invalid': !!error, 'aria-describedby': describedBy };

  return (
    <div className="bo__field">
      <label htmlFor={id}>{label}</label>
      <div className="bo__colour">
        <input
          type="color"
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          aria-label={t('backoffice.catalogue.brands.picker', { campo: label })}
          {...aria}
          onChange={(e) => {
            setValue(`colori.${name}`, e.target.value, { shouldDirty: true });
            recheck();
          }}
        />
        <input
          id={id}
          {...aria}
          autoComplete="off"
          spellCheck={false}
          {...register(`colori.${name}`, { onChange: recheck })}
        />
      </div>
      {error && (
        <span id={errorId} className="bo__error">
          {errorText()}
        </span>
      )}
    </div>
  );
}
