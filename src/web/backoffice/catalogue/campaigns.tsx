import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { campaignAdminSchema, campaignBody } from '../../../shared/schemas/catalogue-admin';
import type { CampaignAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { errorKey, staffApi } from '../api';
import type { CataloguePageProps as Props } from './catalogue-section';
import { Field } from './field';

// The campaigns: the list, and a form that creates one.

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
