import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { brandAdminSchema, termsAdminSchema, termsBody } from '../../../shared/schemas/catalogue-admin';
import type { BrandAdmin, TermsAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { errorKey, staffApi } from '../api';
import { BrandOptions, brandIdOf, brandName } from './brand-options';
import type { CataloguePageProps as Props } from './catalogue-section';
import { Field, controlledSelect } from './field';
import { useBrands } from './use-brands';
import './catalogue.css';
import { TableBox } from '../table-box';

// A brand's terms versions, the current one of each code marked (decision 006), and for an
// administrator a form that publishes a new version: empty, or filled from a code's current version
// ("Nuova versione di <codice>"). A published version never changes and applies to new sales only.

/** The form: the brand is the page's (the list above shows its versions). */
const formSchema = termsBody.omit({ marchioId: true });
type TermsValues = z.input<typeof formSchema>;
const EMPTY: DefaultValues<TermsValues> = {
  codice: '',
  versione: '',
  ordine: 0,
  obbligatoria: false,
  testoIt: '',
  testoEn: '',
  documentoId: null,
};
type Status = { text: string; error: boolean };
type Documento = BrandAdmin['documenti'][number];

export function TermsPage({ canEdit, onFailure }: Props) {
  const { t, i18n } = useTranslation();
  const { brands } = useBrands(onFailure);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const marchioId = chosen ?? brands[0]?.id;
  const [terms, setTerms] = useState<TermsAdmin[]>([]);
  const [docs, setDocs] = useState<{ marchioId: number; list: Documento[] } | null>(null);
  const [basedOn, setBasedOn] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ text: '', error: false });
  const k = (key: string, values?: Record<string, unknown>) => t(`backoffice.catalogue.terms.${key}`, values);

  const load = useCallback(async () => {
    if (!marchioId) return;
    await staffApi(`/catalogue/terms?marchioId=${marchioId}`, z.array(termsAdminSchema)).then(
      setTerms,
      onFailure,
    );
  }, [marchioId, onFailure]);
  useEffect(() => void load(), [load]);
  // the brand's own documents a version may point to (its privacy notice…; never its logo)
  useEffect(() => {
    if (!marchioId || !canEdit) return;
    let live = true;
    staffApi(`/catalogue/brands/${marchioId}`, brandAdminSchema).then(
      (b) => live && setDocs({ marchioId, list: b.documenti.filter((d) => d.tipo !== 'logo') }),
      onFailure,
    );
    return () => {
      live = false;
    };
  }, [marchioId, canEdit, onFailure]);
  const documents = docs && docs.marchioId === marchioId ? docs.list : [];

  const { register, handleSubmit, formState, control, reset, setError, setValue } = useForm<TermsValues>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const focusById = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const chooseBrand = (id: number | undefined) => {
    setChosen(id);
    setBasedOn(null);
    // another brand's documents: none chosen
    setValue('documentoId', null);
  };

  /** The form filled from a code's current version, the version's name left to write. */
  const newVersionOf = (c: TermsAdmin) => {
    setBasedOn(c.codice);
    reset({
      codice: c.codice,
      versione: '',
      ordine: c.ordine,
      obbligatoria: c.obbligatoria,
      testoIt: c.testoIt,
      testoEn: c.testoEn,
      documentoId: c.documentoId,
    });
    focusById('te-versione');
  };

  const clear = () => {
    setBasedOn(null);
    reset(EMPTY);
    focusById('te-codice');
  };

  const publish = handleSubmit(async (body) => {
    if (!marchioId) return;
    try {
      const row = await staffApi('/catalogue/terms', termsAdminSchema, 'POST', { ...body, marchioId });
      setStatus({ text: k('published', { codice: row.codice, versione: row.versione }), error: false });
      setBasedOn(null);
      reset(EMPTY);
      await load();
    } catch (err) {
      onFailure(err);
      if (err instanceof ApiError && err.code === 'catalogue.code_taken') {
        setError('versione', { message: 'catalogue.version_taken' }, { shouldFocus: true });
      } else if (err instanceof ApiError && err.fields?.documentoId) {
        setError('documentoId', { message: err.fields.documentoId }, { shouldFocus: true });
      } else {
        setStatus({ text: t(errorKey(err)), error: true });
      }
    }
  });

  const marchio = marchioId ? brandName(brands, marchioId) : '';
  return (
    <>
      <p role="status" className={status.error ? 'bo__error' : undefined}>
        {status.text}
      </p>
      <div className="bo-cat__filter">
        <label htmlFor="bo-terms-brand">{k('marchio')}</label>
        <select
          id="bo-terms-brand"
          value={marchioId ?? ''}
          onChange={(e) => chooseBrand(brandIdOf(e.target.value))}
        >
          <BrandOptions brands={brands} />
        </select>
      </div>
      <TableBox label={k('caption', { marchio })}>
        <table className="bo__table">
          <caption>{k('caption', { marchio })}</caption>
          <thead>
            <tr>
              <th scope="col">{k('codice')}</th>
              <th scope="col">{k('versione')}</th>
              <th scope="col">{k('testo')}</th>
              <th scope="col">{k('obbligatoria')}</th>
              <th scope="col">{k('pubblicata')}</th>
              <th scope="col">{k('corrente')}</th>
              {canEdit && <th scope="col">{t('backoffice.catalogue.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {terms.map((c) => (
              <tr key={`${c.codice}/${c.versione}`}>
                <th scope="row">{c.codice}</th>
                <td>{c.versione}</td>
                <td className="bo__url">{c.testoIt}</td>
                <td>{t(c.obbligatoria ? 'backoffice.catalogue.yes' : 'backoffice.catalogue.no')}</td>
                <td>{new Date(c.pubblicataIl).toLocaleString(i18n.language)}</td>
                <td>{t(c.corrente ? 'backoffice.catalogue.yes' : 'backoffice.catalogue.no')}</td>
                {canEdit && (
                  <td>
                    {c.corrente && (
                      <button type="button" onClick={() => newVersionOf(c)}>
                        {k('new_version', { codice: c.codice })}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {canEdit && marchioId && (
        <form
          className="bo__card bo__form bo-cat__form"
          onSubmit={publish}
          noValidate
          aria-labelledby="bo-terms-form"
        >
          <h3 id="bo-terms-form">
            {basedOn
              ? k('new_version_heading', { codice: basedOn, marchio })
              : k('create_heading', { marchio })}
          </h3>
          <p className="bo-cat__hint">{k('hint')}</p>
          <Field id="te-codice" label={k('codice')} error={errors.codice}>
            {(a) => <input {...a} {...register('codice')} />}
          </Field>
          <Field id="te-versione" label={k('versione')} error={errors.versione}>
            {(a) => <input {...a} {...register('versione')} />}
          </Field>
          <Field id="te-ordine" label={k('ordine')} error={errors.ordine}>
            {(a) => (
              <input {...a} type="number" min={0} step={1} {...register('ordine', { valueAsNumber: true })} />
            )}
          </Field>
          <div className="bo-cat__check">
            <input id="te-obbligatoria" type="checkbox" {...register('obbligatoria')} />
            <label htmlFor="te-obbligatoria">{k('obbligatoria_label')}</label>
          </div>
          <Field id="te-testo-it" label={k('testoIt')} error={errors.testoIt}>
            {(a) => <textarea {...a} rows={4} {...register('testoIt')} />}
          </Field>
          <Field id="te-testo-en" label={k('testoEn')} error={errors.testoEn}>
            {(a) => <textarea {...a} rows={4} {...register('testoEn')} />}
          </Field>
          <Controller
            control={control}
            name="documentoId"
            render={({ field }) => (
              <Field id="te-documento" label={k('documento')} error={errors.documentoId}>
                {(a) => (
                  <select {...a} {...controlledSelect(field, (v) => (v === '' ? null : v))}>
                    <option value="">{k('documento_none')}</option>
                    {field.value && !documents.some((d) => d.id === field.value) && (
                      <option value={field.value}>{k('documento_unknown')}</option>
                    )}
                    {documents.map((d) => (
                      <option key={d.id} value={d.id}>
                        {k('documento_option', {
                          nome: d.nome,
                          tipo: t(`backoffice.catalogue.terms.tipo.${d.tipo}`, { defaultValue: d.tipo }),
                        })}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          />
          <div className="bo-cat__actions">
            <button type="submit">{k('publish')}</button>
            <button type="button" className="bo__secondary" onClick={clear}>
              {k('clear')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
