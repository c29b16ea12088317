import { useFormState } from 'react-hook-form';
import type { FieldError, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { offerBody } from '../../../shared/schemas/catalogue-admin';
import { Field } from './field';
import { PriceComponents } from './price-components';
import type { CommodityPricesProps } from './price-components';

// One commodity's prices on the offer form (prezziSchema): the energy or gas price, the monthly fee and
// the price components, in a fieldset named by the commodity. Electricity and gas differ only in the
// names below.

type Values = z.input<typeof offerBody>;
type Commodity = 'luce' | 'gas';

const PRICES: Record<
  Commodity,
  { legend: string; price: { name: string; id: string; label: string }; fee: { id: string; label: string } }
> = {
  luce: {
    legend: 'prices_luce',
    price: { name: 'energiaEuroKwh', id: 'of-kwh', label: 'energiaEuroKwh' },
    fee: { id: 'of-fee-luce', label: 'quotaFissaEuroMese' },
  },
  gas: {
    legend: 'prices_gas',
    price: { name: 'materiaEuroSmc', id: 'of-smc', label: 'materiaEuroSmc' },
    fee: { id: 'of-fee-gas', label: 'quotaFissaGas' },
  },
};

const num = { valueAsNumber: true } as const;

export function PriceFieldset({ commodity, control, register, setFocus }: CommodityPricesProps) {
  const { t } = useTranslation();
  const o = (key: string) => t(`backoffice.catalogue.offers.${key}`);
  const { price, fee, legend } = PRICES[commodity];
  const { errors } = useFormState({ control, name: `prezzi.${commodity}` });
  const own = errors.prezzi?.[commodity] as Record<string, FieldError | undefined> | undefined;
  const pricePath = `prezzi.${commodity}.${price.name}` as Path<Values>;
  const feePath = `prezzi.${commodity}.quotaFissaEuroMese` as Path<Values>;
  return (
    <fieldset>
      <legend>{o(legend)}</legend>
      <Field id={price.id} label={o(price.label)} error={own?.[price.name]}>
        {(a) => <input {...a} type="number" step="0.0001" {...register(pricePath, num)} />}
      </Field>
      <Field id={fee.id} label={o(fee.label)} error={own?.quotaFissaEuroMese}>
        {(a) => <input {...a} type="number" step="0.01" {...register(feePath, num)} />}
      </Field>
      <PriceComponents commodity={commodity} control={control} register={register} setFocus={setFocus} />
    </fieldset>
  );
}
