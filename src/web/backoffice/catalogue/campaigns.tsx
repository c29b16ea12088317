import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { campaignAdminSchema, campaignBody } from '../../../shared/schemas/catalogue-admin';
import type { CampaignAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { errorKey, staffApi, staffApiNoContent } from '../api';
import { BrandSelectField, brandName } from './brand-options';
import type { CataloguePageProps as Props } from './catalogue-section';
import { Field } from './field';
import { useBrands } from './use-brands';
import './catalogue.css';
import { TableBox } from '../table-box';

// The campaigns: the list, and for an administrator a form that creates one or changes the one chosen
// (name, code, on or off), a switch on each row, and a delete that asks to confirm. A campaign a sale
// names is not deleted (409 catalogue.in_use): the page says so and offers to switch it off.

type CampaignValues = z.input<typeof campaignBody>;
const EMPTY: DefaultValues<CampaignValues> = { codice: '', nome: '', attiva: true };
type Status = { text: string; error: boolean };

const bodyOf = (c: CampaignAdmin): CampaignValues => ({
  marchioId: c.marchioId,
  codice: c.codice,
  nome: c.nome,
  attiva: c.attiva,
});

export function CampaignsPage({ canEdit, onFailure }: Props) {
  const { t } = useTranslation();
  const { brands } = useBrands(onFailure);
  const [campaigns, setCampaigns] = useState<CampaignAdmin[]>([]);
  const [editing, setEditing] = useState<CampaignAdmin | null>(null);
  const [confirming, setConfirming] = useState<CampaignAdmin | null>(null);
  const [status, setStatus] = useState<Status>({ text: '', error: false });
  const tableRef = useRef<HTMLTableElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const load = useCallback(
    () => staffApi('/catalogue/campaigns', z.array(campaignAdminSchema)).then(setCampaigns, onFailure),
    [onFailure],
  );
  useEffect(() => void load(), [load]);
  // the confirm button replaces the delete button just pressed: the keyboard goes on there
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const { register, handleSubmit, formState, control, reset, setError } = useForm<CampaignValues>({
    resolver: zodResolver(campaignBody),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const c = (key: string, values?: Record<string, unknown>) =>
    t(`backoffice.catalogue.campaigns.${key}`, values);
  const say = (text: string, error = false) => setStatus({ text, error });
  const failed = (err: unknown) => {
    onFailure(err);
    say(t(errorKey(err)), true);
  };
  // the element to focus once the page is drawn again (a button that replaces the one pressed)
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    if (id === null) return;
    focusNext.current = null;
    document.getElementById(id)?.focus();
  });
  const focusById = (id: string) => {
    focusNext.current = id;
  };

  const edit = (campaign: CampaignAdmin | null) => {
    setEditing(campaign);
    reset(campaign ? bodyOf(campaign) : EMPTY);
    focusById(campaign ? 'ca-codice' : 'ca-marchio');
  };

  const save = handleSubmit(async (body) => {
    try {
      const saved = editing
        ? await staffApi(`/catalogue/campaigns/${editing.id}`, campaignAdminSchema, 'PUT', body)
        : await staffApi('/catalogue/campaigns', campaignAdminSchema, 'POST', body);
      say(c('saved', { id: saved.id, nome: saved.nome }));
      setEditing(null);
      reset(EMPTY);
      await load();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'catalogue.code_taken')
        setError('codice', { message: 'catalogue.code_taken' }, { shouldFocus: true });
      else if (err instanceof ApiError && err.fields?.marchioId)
        setError('marchioId', { message: err.fields.marchioId });
      else failed(err);
    }
  });

  const toggle = async (campaign: CampaignAdmin) => {
    try {
      const saved = await staffApi(`/catalogue/campaigns/${campaign.id}`, campaignAdminSchema, 'PUT', {
        ...bodyOf(campaign),
        attiva: !campaign.attiva,
      });
      say(c(saved.attiva ? 'switched_on' : 'switched_off', { nome: saved.nome }));
      await load();
    } catch (err) {
      failed(err);
    }
  };

  const remove = async (campaign: CampaignAdmin) => {
    try {
      await staffApiNoContent(`/catalogue/campaigns/${campaign.id}`, 'DELETE');
      setConfirming(null);
      if (editing?.id === campaign.id) {
        setEditing(null);
        reset(EMPTY);
      }
      say(c('deleted', { nome: campaign.nome }));
      await load();
      // its row is gone: the list, named by its caption, has the focus
      tableRef.current?.focus();
    } catch (err) {
      setConfirming(null);
      if (err instanceof ApiError && err.code === 'catalogue.in_use') {
        onFailure(err);
        say(t('backoffice.catalogue.errors.in_use', { nome: campaign.nome }), true);
        // what the message offers instead: switching it off (or, already off, the delete button again)
        focusById(campaign.attiva ? `ca-toggle-${campaign.id}` : `ca-delete-${campaign.id}`);
      } else {
        failed(err);
        focusById(`ca-delete-${campaign.id}`);
      }
    }
  };

  const cancelDelete = (campaign: CampaignAdmin) => {
    setConfirming(null);
    focusById(`ca-delete-${campaign.id}`);
  };

  return (
    <>
      <p role="status" className={status.error ? 'bo__error' : undefined}>
        {status.text}
      </p>
      <TableBox label={c('caption')}>
        <table className="bo__table" ref={tableRef} tabIndex={-1}>
          <caption>{c('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.catalogue.offers.id')}</th>
              <th scope="col">{c('nome')}</th>
              <th scope="col">{c('codice')}</th>
              <th scope="col">{c('marchio')}</th>
              <th scope="col">{c('attiva')}</th>
              {canEdit && <th scope="col">{t('backoffice.catalogue.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {campaigns.map((x) => (
              <tr key={x.id}>
                <td>{x.id}</td>
                <th scope="row">{x.nome}</th>
                <td>{x.codice}</td>
                <td>{brandName(brands, x.marchioId)}</td>
                <td>{t(x.attiva ? 'backoffice.catalogue.yes' : 'backoffice.catalogue.no')}</td>
                {canEdit && (
                  <td>
                    {confirming?.id === x.id ? (
                      <div role="group" aria-label={c('confirm_delete', { nome: x.nome })}>
                        <p>{c('confirm_delete', { nome: x.nome })}</p>
                        <div className="bo-cat__actions">
                          <button type="button" ref={confirmRef} onClick={() => void remove(x)}>
                            {c('confirm', { nome: x.nome })}
                          </button>
                          <button type="button" className="bo__secondary" onClick={() => cancelDelete(x)}>
                            {t('backoffice.catalogue.cancel')}
                          </button>
                        </div>
                      </div>
                    ) : (
                      <div className="bo-cat__actions">
                        <button type="button" onClick={() => edit(x)}>
                          {t('backoffice.catalogue.edit_named', { nome: x.nome })}
                        </button>
                        <button type="button" id={`ca-toggle-${x.id}`} onClick={() => void toggle(x)}>
                          {c(x.attiva ? 'switch_off' : 'switch_on', { nome: x.nome })}
                        </button>
                        <button
                          type="button"
                          id={`ca-delete-${x.id}`}
                          className="bo__secondary"
                          onClick={() => setConfirming(x)}
                        >
                          {c('delete', { nome: x.nome })}
                        </button>
                      </div>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {canEdit && (
        <form
          className="bo__card bo__form bo-cat__form"
          onSubmit={save}
          noValidate
          aria-labelledby="bo-campaign-form"
        >
          <h3 id="bo-campaign-form">
            {editing ? c('edit_heading', { nome: editing.nome }) : c('create_heading')}
          </h3>
          <BrandSelectField
            control={control}
            name="marchioId"
            id="ca-marchio"
            label={c('marchio')}
            error={errors.marchioId}
            brands={brands}
            // a campaign never moves to another brand
            fixedHint={editing ? c('marchio_fixed') : null}
          />
          <Field id="ca-codice" label={c('codice')} error={errors.codice}>
            {(a) => <input {...a} {...register('codice')} />}
          </Field>
          <Field id="ca-nome" label={c('nome')} error={errors.nome}>
            {(a) => <input {...a} {...register('nome')} />}
          </Field>
          <div className="bo-cat__check">
            <input id="ca-attiva" type="checkbox" {...register('attiva')} />
            <label htmlFor="ca-attiva">{c('attiva_label')}</label>
          </div>
          <div className="bo-cat__actions">
            <button type="submit">{editing ? t('backoffice.catalogue.save') : c('create')}</button>
            {editing && (
              <button type="button" className="bo__secondary" onClick={() => edit(null)}>
                {t('backoffice.catalogue.cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </>
  );
}
