import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { DefaultValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TIPI_CONTRATTO, TIPI_OFFERTA } from '../../../shared/domain';
import { offerAdminSchema, offerBody } from '../../../shared/schemas/catalogue-admin';
import type { BrandAdmin, OfferAdmin, OfferBody } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { errorKey, staffApi } from '../api';
import { BrandSelectField } from './brand-options';
import { Field, controlledSelect } from './field';
import { PriceFieldset } from './price-fieldset';
import './catalogue.css';

// The form that creates an offer or changes the one chosen: the brand chosen by its name (fixed once
// the offer exists: sales name it), the linked offer among the same brand's offers, the prices with
// their components.

type Values = z.input<typeof offerBody>;
const EMPTY: DefaultValues<Values> = {
  codice: '',
  nome: '',
  tipo: 'LUCE',
  tipoContratto: 'DOMESTICO',
  validaDal: '',
  validaAl: '',
  offertaIdCollegata: null,
  descrizione: '',
  prezzi: { luce: { energiaEuroKwh: 0, quotaFissaEuroMese: 0, componenti: [] } },
};

function valuesOf(o: OfferAdmin): Values {
  const { id: _id, documenti: _d, ...rest } = o;
  return {
    ...rest,
    tipo: rest.tipo as Values['tipo'],
    tipoContratto: rest.tipoContratto as Values['tipoContratto'],
    prezzi: rest.prezzi as OfferBody['prezzi'],
  };
}

export function OfferForm({
  brands,
  editing,
  onSaved,
  onCancel,
  onStatus,
  onFailure,
}: {
  brands: BrandAdmin[];
  editing: OfferAdmin | null;
  onSaved: (offer: OfferAdmin) => void;
  onCancel: () => void;
  onStatus: (text: string) => void;
  onFailure: (err: unknown) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(offerBody),
    defaultValues: editing ? valuesOf(editing) : EMPTY,
    shouldUnregister: true,
  });
  const { register, handleSubmit, formState, control, reset, setError, setFocus } = form;
  const errors = formState.errors;
  const tipo = useWatch({ control, name: 'tipo' });
  const marchioId = useWatch({ control, name: 'marchioId' });

  // the offer chosen (or none): its values in the form
  const editingId = editing?.id ?? null;
  useEffect(() => {
    reset(editing ? valuesOf(editing) : EMPTY);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new offer chosen, not a new object of it
  }, [editingId, reset]);

  // the offers a sale on an expired one may move to: the same brand's, this one left out
  const [sameBrand, setSameBrand] = useState<{ marchioId: number; offers: OfferAdmin[] } | null>(null);
  useEffect(() => {
    if (!marchioId) return;
    let live = true;
    staffApi(`/catalogue/offers?marchioId=${marchioId}`, z.array(offerAdminSchema)).then(
      (offers) => live && setSameBrand({ marchioId, offers }),
      onFailure,
    );
    return () => {
      live = false;
    };
  }, [marchioId, onFailure]);
  const linkable =
    sameBrand && sameBrand.marchioId === marchioId ? sameBrand.offers.filter((o) => o.id !== editingId) : [];

  const save = handleSubmit(async (body) => {
    try {
      const saved = editing
        ? await staffApi(`/catalogue/offers/${editing.id}`, offerAdminSchema, 'PUT', body)
        : await staffApi('/catalogue/offers', offerAdminSchema, 'POST', body);
      onStatus(
        t(editing ? 'backoffice.catalogue.offers.saved' : 'backoffice.catalogue.offers.created', {
          id: saved.id,
          nome: saved.nome,
        }),
      );
      onSaved(saved);
    } catch (err) {
      onFailure(err);
      if (err instanceof ApiError && err.code === 'catalogue.code_taken')
        return setError('codice', { message: 'catalogue.code_taken' }, { shouldFocus: true });
      if (err instanceof ApiError && err.fields)
        for (const [f, key] of Object.entries(err.fields)) setError(f as Path<Values>, { message: key });
      else onStatus(t(errorKey(err)));
    }
  });

  return (
    <form
      className="bo__card bo__form bo-cat__form"
      onSubmit={save}
      noValidate
      aria-labelledby="bo-offer-form"
    >
      <h3 id="bo-offer-form">
        {editing
          ? t('backoffice.catalogue.offers.edit_heading', { nome: editing.nome })
          : t('backoffice.catalogue.offers.create_heading')}
      </h3>
      <BrandSelectField
        control={control}
        name="marchioId"
        id="of-marchio"
        label={t('backoffice.catalogue.offers.marchio')}
        error={errors.marchioId}
        brands={brands}
        // an offer never moves to another brand: sales name both
        fixedHint={editing ? t('backoffice.catalogue.offers.marchio_fixed') : null}
      />
      <Field id="of-codice" label={t('backoffice.catalogue.offers.codice')} error={errors.codice}>
        {(a) => <input {...a} {...register('codice')} />}
      </Field>
      <Field id="of-nome" label={t('backoffice.catalogue.offers.nome')} error={errors.nome}>
        {(a) => <input {...a} {...register('nome')} />}
      </Field>
      <Field id="of-tipo" label={t('backoffice.catalogue.offers.tipo')} error={errors.tipo}>
        {(a) => (
          <select {...a} {...register('tipo')}>
            {TIPI_OFFERTA.map((v) => (
              <option key={v} value={v}>
                {t(`backoffice.catalogue.commodity.${v}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="of-contratto"
        label={t('backoffice.catalogue.offers.tipoContratto')}
        error={errors.tipoContratto}
      >
        {(a) => (
          <select {...a} {...register('tipoContratto')}>
            {TIPI_CONTRATTO.map((v) => (
              <option key={v} value={v}>
                {t(`backoffice.catalogue.contract.${v}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="of-dal" label={t('backoffice.catalogue.offers.validaDal')} error={errors.validaDal}>
        {(a) => <input {...a} type="date" {...register('validaDal')} />}
      </Field>
      <Field id="of-al" label={t('backoffice.catalogue.offers.validaAl')} error={errors.validaAl}>
        {(a) => <input {...a} type="date" {...register('validaAl')} />}
      </Field>
      <Controller
        control={control}
        name="offertaIdCollegata"
        render={({ field }) => (
          <Field
            id="of-collegata"
            label={t('backoffice.catalogue.offers.offertaCollegata')}
            error={errors.offertaIdCollegata}
          >
            {(a) => (
              <select {...a} {...controlledSelect(field, (v) => (v === '' ? null : Number(v)))}>
                <option value="">{t('backoffice.catalogue.offers.collegata_none')}</option>
                {field.value != null && !linkable.some((o) => o.id === field.value) && (
                  <option value={field.value}>
                    {t('backoffice.catalogue.offers.collegata_unknown', { id: field.value })}
                  </option>
                )}
                {linkable.map((o) => (
                  <option key={o.id} value={o.id}>
                    {t('backoffice.catalogue.offers.collegata_option', { nome: o.nome, codice: o.codice })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <Field
        id="of-descrizione"
        label={t('backoffice.catalogue.offers.descrizione')}
        error={errors.descrizione}
      >
        {(a) => <textarea {...a} rows={3} {...register('descrizione')} />}
      </Field>
      {tipo !== 'GAS' && (
        <PriceFieldset commodity="luce" control={control} register={register} setFocus={setFocus} />
      )}
      {tipo !== 'LUCE' && (
        <PriceFieldset commodity="gas" control={control} register={register} setFocus={setFocus} />
      )}
      {(errors.prezzi?.luce?.message || errors.prezzi?.gas?.message) && (
        <p className="bo__error">{t('backoffice.catalogue.errors.prices')}</p>
      )}
      <div className="bo-cat__actions">
        <button type="submit">
          {t(editing ? 'backoffice.catalogue.save' : 'backoffice.catalogue.offers.create')}
        </button>
        {editing && (
          <button type="button" className="bo__secondary" onClick={onCancel}>
            {t('backoffice.catalogue.offers.new')}
          </button>
        )}
      </div>
    </form>
  );
}
