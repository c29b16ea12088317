import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TIPI_CONTRATTO, TIPI_OFFERTA } from '../../../shared/domain';
import { offerAdminSchema, offerBody } from '../../../shared/schemas/catalogue-admin';
import type { OfferAdmin, OfferBody } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { errorKey, staffApi } from '../api';
import type { CataloguePageProps } from './catalogue-section';
import { Field } from './field';

// The offers (issue 15 item 4): the list, and a form that creates one or changes the one chosen.

type Values = z.input<typeof offerBody>;
const EMPTY: Values = {
  marchioId: 1,
  codice: '',
  nome: '',
  tipo: 'LUCE',
  tipoContratto: 'DOMESTICO',
  validaDal: '',
  validaAl: '',
  offertaIdCollegata: null,
  descrizione: '',
  prezzi: { luce: { energiaEuroKwh: 0, quotaFissaEuroMese: 0 } },
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

export function OffersPage({ canEdit, onFailure }: CataloguePageProps) {
  const { t } = useTranslation();
  const [offers, setOffers] = useState<OfferAdmin[]>([]);
  const [editing, setEditing] = useState<OfferAdmin | null>(null);
  const [status, setStatus] = useState('');
  const load = useCallback(
    () => staffApi('/catalogue/offers', z.array(offerAdminSchema)).then(setOffers, onFailure),
    [onFailure],
  );
  useEffect(() => void load(), [load]);

  const form = useForm<Values>({
    resolver: zodResolver(offerBody),
    defaultValues: EMPTY,
    shouldUnregister: true,
  });
  const { register, handleSubmit, formState, control, reset, setError } = form;
  const errors = formState.errors;
  const tipo = useWatch({ control, name: 'tipo' });

  const edit = (o: OfferAdmin | null) => {
    setEditing(o);
    reset(o ? valuesOf(o) : EMPTY);
  };

  const save = handleSubmit(async (body) => {
    try {
      const saved = editing
        ? await staffApi(`/catalogue/offers/${editing.id}`, offerAdminSchema, 'PUT', body)
        : await staffApi('/catalogue/offers', offerAdminSchema, 'POST', body);
      setStatus(t('backoffice.catalogue.offers.saved', { id: saved.id, nome: saved.nome }));
      edit(null);
      await load();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'catalogue.code_taken')
        return setError('codice', { message: 'catalogue.code_taken' });
      if (err instanceof ApiError && err.fields)
        for (const [f, key] of Object.entries(err.fields)) setError(f as Path<Values>, { message: key });
      else setStatus(t(errorKey(err)));
    }
  });

  const num = { valueAsNumber: true } as const;
  return (
    <>
      <p role="status">{status}</p>
      <table className="bo__table">
        <caption>{t('backoffice.catalogue.offers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.catalogue.offers.id')}</th>
            <th scope="col">{t('backoffice.catalogue.offers.nome')}</th>
            <th scope="col">{t('backoffice.catalogue.offers.codice')}</th>
            <th scope="col">{t('backoffice.catalogue.offers.validity')}</th>
            {canEdit && <th scope="col">{t('backoffice.catalogue.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {offers.map((o) => (
            <tr key={o.id}>
              <td>{o.id}</td>
              <th scope="row">{o.nome}</th>
              <td>{o.codice}</td>
              <td>
                {o.validaDal} – {o.validaAl}
              </td>
              {canEdit && (
                <td>
                  <button type="button" onClick={() => edit(o)}>
                    {t('backoffice.catalogue.edit_named', { nome: o.nome })}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit && (
        <form className="bo__card bo__form" onSubmit={save} noValidate aria-labelledby="bo-offer-form">
          <h3 id="bo-offer-form">
            {editing
              ? t('backoffice.catalogue.offers.edit_heading', { nome: editing.nome })
              : t('backoffice.catalogue.offers.create_heading')}
          </h3>
          <Field id="of-marchio" label={t('backoffice.catalogue.offers.marchioId')} error={errors.marchioId}>
            {(a) => <input {...a} type="number" {...register('marchioId', num)} />}
          </Field>
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
          <Field
            id="of-collegata"
            label={t('backoffice.catalogue.offers.offertaIdCollegata')}
            error={errors.offertaIdCollegata}
          >
            {(a) => (
              <input
                {...a}
                type="number"
                {...register('offertaIdCollegata', {
                  setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
                })}
              />
            )}
          </Field>
          <Field
            id="of-descrizione"
            label={t('backoffice.catalogue.offers.descrizione')}
            error={errors.descrizione}
          >
            {(a) => <textarea {...a} rows={3} {...register('descrizione')} />}
          </Field>
          {tipo !== 'GAS' && (
            <fieldset>
              <legend>{t('backoffice.catalogue.offers.prices_luce')}</legend>
              <Field
                id="of-kwh"
                label={t('backoffice.catalogue.offers.energiaEuroKwh')}
                error={errors.prezzi?.luce?.energiaEuroKwh}
              >
                {(a) => (
                  <input
                    {...a}
                    type="number"
                    step="0.0001"
                    {...register('prezzi.luce.energiaEuroKwh', num)}
                  />
                )}
              </Field>
              <Field
                id="of-fee-luce"
                label={t('backoffice.catalogue.offers.quotaFissaEuroMese')}
                error={errors.prezzi?.luce?.quotaFissaEuroMese}
              >
                {(a) => (
                  <input
                    {...a}
                    type="number"
                    step="0.01"
                    {...register('prezzi.luce.quotaFissaEuroMese', num)}
                  />
                )}
              </Field>
            </fieldset>
          )}
          {tipo !== 'LUCE' && (
            <fieldset>
              <legend>{t('backoffice.catalogue.offers.prices_gas')}</legend>
              <Field
                id="of-smc"
                label={t('backoffice.catalogue.offers.materiaEuroSmc')}
                error={errors.prezzi?.gas?.materiaEuroSmc}
              >
                {(a) => (
                  <input {...a} type="number" step="0.0001" {...register('prezzi.gas.materiaEuroSmc', num)} />
                )}
              </Field>
              <Field
                id="of-fee-gas"
                label={t('backoffice.catalogue.offers.quotaFissaGas')}
                error={errors.prezzi?.gas?.quotaFissaEuroMese}
              >
                {(a) => (
                  <input
                    {...a}
                    type="number"
                    step="0.01"
                    {...register('prezzi.gas.quotaFissaEuroMese', num)}
                  />
                )}
              </Field>
            </fieldset>
          )}
          <button type="submit">
            {t(editing ? 'backoffice.catalogue.save' : 'backoffice.catalogue.offers.create')}
          </button>
          {editing && (
            <button type="button" onClick={() => edit(null)}>
              {t('backoffice.catalogue.cancel')}
            </button>
          )}
        </form>
      )}
    </>
  );
}
