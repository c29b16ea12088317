import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  brandAdminSchema,
  campaignAdminSchema,
  campaignBody,
  termsAdminSchema,
} from '../../../shared/schemas/catalogue-admin';
import type { BrandAdmin, CampaignAdmin, TermsAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { errorKey, staffApi } from '../api';
import { Field } from './field';

// The brands, campaigns and terms versions as the catalogue section lists them; campaigns are created
// here too (brands and terms through the API for now: docs/backoffice.md "Catalogue").

type Props = { canEdit: boolean; onFailure: (err: unknown) => void };

export function BrandsPage({ onFailure }: Props) {
  const { t } = useTranslation();
  const [brands, setBrands] = useState<BrandAdmin[]>([]);
  useEffect(
    () => void staffApi('/catalogue/brands', z.array(brandAdminSchema)).then(setBrands, onFailure),
    [onFailure],
  );
  return (
    <table className="bo__table">
      <caption>{t('backoffice.catalogue.brands.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.catalogue.brands.id')}</th>
          <th scope="col">{t('backoffice.catalogue.brands.nome')}</th>
          <th scope="col">{t('backoffice.catalogue.brands.codice')}</th>
          <th scope="col">{t('backoffice.catalogue.brands.manutenzione')}</th>
        </tr>
      </thead>
      <tbody>
        {brands.map((b) => (
          <tr key={b.id}>
            <td>{b.id}</td>
            <th scope="row">{b.nome}</th>
            <td>{b.codice}</td>
            <td>{t(b.manutenzione ? 'backoffice.catalogue.yes' : 'backoffice.catalogue.no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TermsPage({ onFailure }: Props) {
  const { t } = useTranslation();
  const [marchioId, setMarchioId] = useState(1);
  const [terms, setTerms] = useState<TermsAdmin[]>([]);
  useEffect(
    () =>
      void staffApi(`/catalogue/terms?marchioId=${marchioId}`, z.array(termsAdminSchema)).then(
        setTerms,
        onFailure,
      ),
    [marchioId, onFailure],
  );
  return (
    <>
      <label htmlFor="bo-terms-brand">{t('backoffice.catalogue.offers.marchioId')}</label>
      <input
        id="bo-terms-brand"
        type="number"
        min={1}
        value={marchioId}
        onChange={(e) => setMarchioId(Math.max(1, Number(e.target.value) || 1))}
      />
      <table className="bo__table">
        <caption>{t('backoffice.catalogue.terms.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.catalogue.terms.codice')}</th>
            <th scope="col">{t('backoffice.catalogue.terms.versione')}</th>
            <th scope="col">{t('backoffice.catalogue.terms.testo')}</th>
            <th scope="col">{t('backoffice.catalogue.terms.corrente')}</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((c) => (
            <tr key={`${c.codice}/${c.versione}`}>
              <th scope="row">{c.codice}</th>
              <td>{c.versione}</td>
              <td>{c.testoIt}</td>
              <td>{t(c.corrente ? 'backoffice.catalogue.yes' : 'backoffice.catalogue.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

type CampaignValues = z.input<typeof campaignBody>;

export function CampaignsPage({ canEdit, onFailure }: Props) {
  const { t } = useTranslation();
  const [campaigns, setCampaigns] = useState<CampaignAdmin[]>([]);
  const [status, setStatus] = useState('');
  const load = useCallback(
    () => staffApi('/catalogue/campaigns', z.array(campaignAdminSchema)).then(setCampaigns, onFailure),
    [onFailure],
  );
  useEffect(() => void load(), [load]);
  const { register, handleSubmit, formState, reset, setError } = useForm<CampaignValues>({
    resolver: zodResolver(campaignBody),
    defaultValues: { marchioId: 1, codice: '', nome: '', attiva: true },
  });
  const save = handleSubmit(async (body) => {
    try {
      const c = await staffApi('/catalogue/campaigns', campaignAdminSchema, 'POST', body);
      setStatus(t('backoffice.catalogue.campaigns.saved', { id: c.id, nome: c.nome }));
      reset();
      await load();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'catalogue.code_taken')
        setError('codice', { message: 'catalogue.code_taken' });
      else setStatus(t(errorKey(err)));
    }
  });
  return (
    <>
      <p role="status">{status}</p>
      <table className="bo__table">
        <caption>{t('backoffice.catalogue.campaigns.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.catalogue.brands.id')}</th>
            <th scope="col">{t('backoffice.catalogue.campaigns.nome')}</th>
            <th scope="col">{t('backoffice.catalogue.campaigns.codice')}</th>
            <th scope="col">{t('backoffice.catalogue.campaigns.attiva')}</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((c) => (
            <tr key={c.id}>
              <td>{c.id}</td>
              <th scope="row">{c.nome}</th>
              <td>{c.codice}</td>
              <td>{t(c.attiva ? 'backoffice.catalogue.yes' : 'backoffice.catalogue.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit && (
        <form className="bo__card bo__form" onSubmit={save} noValidate aria-labelledby="bo-campaign-form">
          <h3 id="bo-campaign-form">{t('backoffice.catalogue.campaigns.create_heading')}</h3>
          <Field
            id="ca-marchio"
            label={t('backoffice.catalogue.offers.marchioId')}
            error={formState.errors.marchioId}
          >
            {(a) => <input {...a} type="number" {...register('marchioId', { valueAsNumber: true })} />}
          </Field>
          <Field
            id="ca-codice"
            label={t('backoffice.catalogue.campaigns.codice')}
            error={formState.errors.codice}
          >
            {(a) => <input {...a} {...register('codice')} />}
          </Field>
          <Field id="ca-nome" label={t('backoffice.catalogue.campaigns.nome')} error={formState.errors.nome}>
            {(a) => <input {...a} {...register('nome')} />}
          </Field>
          <button type="submit">{t('backoffice.catalogue.campaigns.create')}</button>
        </form>
      )}
    </>
  );
}
