import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { brandAdminSchema, brandBody } from '../../../shared/schemas/catalogue-admin';
import type { BrandAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { errorKey, staffApi } from '../api';
import type { CataloguePageProps } from './catalogue-section';
import { Field } from './field';
import { TableBox } from '../table-box';
import { BrandFiles } from './brand-files';
import { COLOURS, COLOUR_PATHS, ColourField } from './brand-colours';
import type { BrandBody as Body, BrandValues as Values } from './brand-colours';

// The brands (issue 15 item 4): the list, a form that creates one or changes the one chosen, and on a
// brand chosen its logo and privacy notice, each uploaded as soon as its file is chosen.

const EMPTY: Values = {
  codice: '',
  nome: '',
  colori: { primario: '#1a4d8f', secondario: '#f0b400', sfondo: '#ffffff', testo: '#111827' },
  sitoPubblico: '',
  gaTrackingId: '',
  gtmId: '',
  manutenzione: false,
  messaggioManutenzione: '',
  creditCheckEnabled: false,
  creditCheckMessage: '',
  widgetEnabled: false,
  widget: { botId: '', token: '', url: '' },
};

function valuesOf(b: BrandAdmin): Values {
  return {
    codice: b.codice,
    nome: b.nome,
    colori: { ...b.colori },
    sitoPubblico: b.sitoPubblico,
    gaTrackingId: b.gaTrackingId ?? '',
    gtmId: b.gtmId ?? '',
    manutenzione: b.manutenzione,
    messaggioManutenzione: b.messaggioManutenzione ?? '',
    creditCheckEnabled: b.creditCheckEnabled,
    creditCheckMessage: b.creditCheckMessage ?? '',
    widgetEnabled: b.widgetEnabled,
    widget: { botId: b.widget?.botId ?? '', token: b.widget?.token ?? '', url: b.widget?.url ?? '' },
  };
}

/** The chat account as it is stored: the parts filled in, none at all when nothing is. */
function widgetOf(w: Body['widget']): Body['widget'] {
  const filled = Object.fromEntries(Object.entries(w ?? {}).filter(([, v]) => v));
  return Object.keys(filled).length > 0 ? filled : null;
}

export function BrandsPage({ canEdit, onFailure }: CataloguePageProps) {
  const { t } = useTranslation();
  const [brands, setBrands] = useState<BrandAdmin[]>([]);
  const [editing, setEditing] = useState<BrandAdmin | null>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useCallback(
    () => staffApi('/catalogue/brands', z.array(brandAdminSchema)).then(setBrands, onFailure),
    [onFailure],
  );
  useEffect(() => void load(), [load]);

  const form = useForm<Values, unknown, Body>({ resolver: zodResolver(brandBody), defaultValues: EMPTY });
  const { register, handleSubmit, formState, control, reset, setError, setValue, trigger } = form;
  const errors = formState.errors;

  /** Opens the form on a brand (or a new one) and takes the keyboard there, to its heading. */
  const edit = (b: BrandAdmin | null) => {
    setEditing(b);
    reset(b ? valuesOf(b) : EMPTY);
    heading.current?.focus();
  };

  const save = handleSubmit(async (body) => {
    try {
      const sent = { ...body, widget: widgetOf(body.widget) };
      const saved = editing
        ? await staffApi(`/catalogue/brands/${editing.id}`, brandAdminSchema, 'PUT', sent)
        : await staffApi('/catalogue/brands', brandAdminSchema, 'POST', sent);
      const key = editing ? 'saved' : 'created';
      setStatus(t(`backoffice.catalogue.brands.${key}`, { id: saved.id, nome: saved.nome }));
      // the form stays on the brand (a new one's files are uploaded next); the focus stays on the button
      setEditing(saved);
      reset(valuesOf(saved));
      await load();
    } catch (err) {
      onFailure(err);
      if (err instanceof ApiError && err.code === 'catalogue.code_taken')
        return setError('codice', { message: 'catalogue.code_taken' }, { shouldFocus: true });
      if (err instanceof ApiError && err.fields)
        for (const [f, key] of Object.entries(err.fields)) setError(f as Path<Values>, { message: key });
      else setStatus(t(errorKey(err)));
    }
  });

  /** A brand changed by an upload: its new logo and documents, the form's fields left as they are. */
  const reloadEditing = async (id: number) => {
    try {
      setEditing(await staffApi(`/catalogue/brands/${id}`, brandAdminSchema));
      await load();
    } catch (err) {
      onFailure(err);
    }
  };

  // after a submit, a colour changed measures the others again (the text is read on the background)
  const submitted = formState.isSubmitted;
  const recheck = () => void (submitted && trigger(COLOUR_PATHS));
  const yesNo = (v: boolean) => t(v ? 'backoffice.catalogue.yes' : 'backoffice.catalogue.no');
  const b = (key: string) => t(`backoffice.catalogue.brands.${key}`);

  return (
    <>
      <p role="status">{status}</p>
      <TableBox label={b('caption')}>
        <table className="bo__table bo__brands">
          <caption>{b('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{b('id')}</th>
              <th scope="col">{b('nome')}</th>
              <th scope="col">{b('codice')}</th>
              <th scope="col">{b('sitoPubblico')}</th>
              <th scope="col">{b('manutenzione')}</th>
              {canEdit && <th scope="col">{t('backoffice.catalogue.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {brands.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <th scope="row">{row.nome}</th>
                <td>{row.codice}</td>
                <td className="bo__url">
                  <a href={row.sitoPubblico} rel="noopener noreferrer">
                    {row.sitoPubblico}
                  </a>
                </td>
                <td>{yesNo(row.manutenzione)}</td>
                {canEdit && (
                  <td>
                    <button type="button" onClick={() => edit(row)}>
                      {t('backoffice.catalogue.edit_named', { nome: row.nome })}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {canEdit && (
        <form
          className="bo__card bo__form bo__brand"
          onSubmit={save}
          noValidate
          aria-labelledby="bo-brand-form"
        >
          <h3 id="bo-brand-form" ref={heading} tabIndex={-1}>
            {editing
              ? t('backoffice.catalogue.brands.edit_heading', { nome: editing.nome })
              : b('create_heading')}
          </h3>
          <fieldset>
            <legend>{b('identity')}</legend>
            <Field id="br-codice" label={b('codice')} hint={b('codice_hint')} error={errors.codice}>
              {(a) => <input {...a} autoComplete="off" spellCheck={false} {...register('codice')} />}
            </Field>
            <Field id="br-nome" label={b('nome')} error={errors.nome}>
              {(a) => <input {...a} autoComplete="off" {...register('nome')} />}
            </Field>
            <Field id="br-sito" label={b('sitoPubblico')} error={errors.sitoPubblico}>
              {(a) => <input {...a} type="url" autoComplete="url" {...register('sitoPubblico')} />}
            </Field>
          </fieldset>
          <fieldset>
            <legend>{b('colours')}</legend>
            <p id="br-colours-hint" className="bo__muted">
              {b('colours_hint')}
            </p>
            {COLOURS.map((c) => (
              <ColourField
                key={c}
                name={c}
                control={control}
                register={register}
                setValue={setValue}
                recheck={recheck}
                error={errors.colori?.[c]}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend>{b('maintenance')}</legend>
            <label className="bo__check">
              <input type="checkbox" role="switch" {...register('manutenzione')} /> {b('manutenzione_switch')}
            </label>
            <Field
              id="br-msg-manutenzione"
              label={b('messaggioManutenzione')}
              error={errors.messaggioManutenzione}
            >
              {(a) => <textarea {...a} rows={2} {...register('messaggioManutenzione')} />}
            </Field>
          </fieldset>
          <fieldset>
            <legend>{b('credit_check')}</legend>
            <label className="bo__check">
              <input type="checkbox" role="switch" {...register('creditCheckEnabled')} />{' '}
              {b('creditCheckEnabled')}
            </label>
            <Field id="br-msg-credito" label={b('creditCheckMessage')} error={errors.creditCheckMessage}>
              {(a) => <textarea {...a} rows={2} {...register('creditCheckMessage')} />}
            </Field>
          </fieldset>
          <fieldset>
            <legend>{b('chat')}</legend>
            <label className="bo__check">
              <input type="checkbox" role="switch" {...register('widgetEnabled')} /> {b('widgetEnabled')}
            </label>
            <Field id="br-bot" label={b('botId')} error={errors.widget?.botId}>
              {(a) => <input {...a} autoComplete="off" spellCheck={false} {...register('widget.botId')} />}
            </Field>
            <Field id="br-token" label={b('token')} error={errors.widget?.token}>
              {(a) => <input {...a} autoComplete="off" spellCheck={false} {...register('widget.token')} />}
            </Field>
            <Field id="br-widget-url" label={b('url')} error={errors.widget?.url}>
              {(a) => <input {...a} autoComplete="off" spellCheck={false} {...register('widget.url')} />}
            </Field>
          </fieldset>
          <fieldset>
            <legend>{b('analytics')}</legend>
            <Field id="br-ga" label={b('gaTrackingId')} error={errors.gaTrackingId}>
              {(a) => <input {...a} autoComplete="off" spellCheck={false} {...register('gaTrackingId')} />}
            </Field>
            <Field id="br-gtm" label={b('gtmId')} error={errors.gtmId}>
              {(a) => <input {...a} autoComplete="off" spellCheck={false} {...register('gtmId')} />}
            </Field>
          </fieldset>
          <button type="submit">{editing ? t('backoffice.catalogue.save') : b('create')}</button>
          {editing && (
            <button type="button" className="bo__secondary" onClick={() => edit(null)}>
              {t('backoffice.catalogue.cancel')}
            </button>
          )}
        </form>
      )}
      {canEdit && editing && (
        <BrandFiles
          key={editing.id}
          brand={editing}
          onUploaded={() => reloadEditing(editing.id)}
          onFailure={onFailure}
        />
      )}
    </>
  );
}
