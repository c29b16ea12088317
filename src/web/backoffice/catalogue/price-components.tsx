import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { Control, UseFormRegister, UseFormSetFocus } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { offerBody } from '../../../shared/schemas/catalogue-admin';
import { Field, useFieldErrorText } from './field';
import './catalogue.css';

// An offer's price components (prezziSchema `componenti`: transport, system charges…): rows added and
// removed with useFieldArray, each field labelled inside a group named by its row, the focus moved to
// the new row's first field on add and to the row that takes a removed one's place (or the add button).

type Values = z.input<typeof offerBody>;
type Commodity = 'luce' | 'gas';

export const UNITA = ['euro_kwh', 'euro_smc', 'euro_mese', 'euro_anno'] as const;
export const MAX_COMPONENTS = 20;

/** A commodity's part of the offer form, with the form's handles it works through. */
export type CommodityPricesProps = {
  commodity: Commodity;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  setFocus: UseFormSetFocus<Values>;
};

export function PriceComponents({ commodity, control, register, setFocus }: CommodityPricesProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const name = `prezzi.${commodity}.componenti` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const voci = useWatch({ control, name });
  const { errors } = useFormState({ control, name });
  const listErrors = errors.prezzi?.[commodity]?.componenti;
  const [news, setNews] = useState('');
  const addRef = useRef<HTMLButtonElement>(null);
  // after a removal, once the rows are drawn again: the index whose row takes the focus, -1 for the
  // add button
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const next = focusAfterRemove.current;
    if (next === null) return;
    focusAfterRemove.current = null;
    if (next < 0) addRef.current?.focus();
    else setFocus(`${name}.${next}.voce`);
  }, [fields, name, setFocus]);

  const k = (key: string, values?: Record<string, unknown>) =>
    t(`backoffice.catalogue.offers.components.${key}`, values);
  const label = (i: number) => voci?.[i]?.voce?.trim() || k('row', { n: i + 1 });
  const add = () => {
    append(
      { voce: '', valore: 0, unita: commodity === 'luce' ? 'euro_kwh' : 'euro_smc' },
      { focusName: `${name}.${fields.length}.voce` },
    );
    setNews(k('added', { n: fields.length + 1 }));
  };
  const drop = (i: number) => {
    const removed = label(i);
    remove(i);
    setNews(k('removed', { voce: removed }));
    focusAfterRemove.current = fields.length > 1 ? Math.min(i, fields.length - 2) : -1;
  };
  const full = fields.length >= MAX_COMPONENTS;
  const listError = listErrors?.root?.message ?? listErrors?.message;

  return (
    <fieldset>
      <legend>{k(`legend_${commodity}`)}</legend>
      {fields.length === 0 && <p className="bo-cat__hint">{k('none')}</p>}
      <ul className="bo-cat__components">
        {fields.map((row, i) => {
          const id = `of-${commodity}-c${i}`;
          const rowErrors = listErrors?.[i];
          return (
            <li key={row.id}>
              <fieldset className="bo-cat__component">
                <legend>{k(`row_${commodity}`, { n: i + 1 })}</legend>
                <Field id={`${id}-voce`} label={k('voce')} error={rowErrors?.voce}>
                  {(a) => <input {...a} {...register(`${name}.${i}.voce`)} />}
                </Field>
                <Field id={`${id}-valore`} label={k('valore')} error={rowErrors?.valore}>
                  {(a) => (
                    <input
                      {...a}
                      type="number"
                      step="0.0001"
                      min={0}
                      {...register(`${name}.${i}.valore`, { valueAsNumber: true })}
                    />
                  )}
                </Field>
                <Field id={`${id}-unita`} label={k('unita')} error={rowErrors?.unita}>
                  {(a) => (
                    <select {...a} {...register(`${name}.${i}.unita`)}>
                      {UNITA.map((u) => (
                        <option key={u} value={u}>
                          {t(`backoffice.catalogue.offers.unita.${u}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <button type="button" className="bo__secondary" onClick={() => drop(i)}>
                  {k('remove', { voce: label(i) })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {listError && (
        <p className="bo__error" id={`of-${commodity}-components-error`}>
          {errorText(listError)}
        </p>
      )}
      <button
        type="button"
        ref={addRef}
        onClick={add}
        disabled={full}
        aria-describedby={`of-${commodity}-components-max`}
      >
        {k(`add_${commodity}`)}
      </button>
      <p className="bo-cat__hint" id={`of-${commodity}-components-max`}>
        {k('max', { max: MAX_COMPONENTS })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
    </fieldset>
  );
}
