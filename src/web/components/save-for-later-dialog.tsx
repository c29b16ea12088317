import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contattoSchema } from '../../shared/schemas/api';
import { funnelApi } from '../api/funnel-api';
import { ApiError } from '../api/http';
import { useFunnel } from '../shell/funnel-context';
import { TextField } from './fields';

// "Continua più tardi" (spec 1): the name and e-mail the link is mailed to. Its own chunk
// (save-for-later.tsx loads it on opening), so zod stays out of the screens' first load.

type Values = { nome: string; cognome: string; email: string };

export function SaveDialog({ onClose }: { onClose(sentTo: string | null): void }) {
  const { t } = useTranslation();
  const { uuid, vendita } = useFunnel();
  const ref = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const a = vendita.proposta.intestatario.anagrafica;
  const form = useForm<Values>({
    resolver: zodResolver(contattoSchema as never) as never,
    defaultValues: {
      nome: a?.nome ?? a?.legaleRappresentante?.nome ?? '',
      cognome: a?.cognome ?? a?.legaleRappresentante?.cognome ?? '',
      email: vendita.proposta.intestatario.contatti?.email ?? '',
    },
  });
  useEffect(() => {
    const d = ref.current;
    if (d && typeof d.showModal === 'function' && !d.open) d.showModal();
  }, []);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await funnelApi.saveForLater(uuid, values);
      onClose(values.email);
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [name, key] of Object.entries(err.fields))
          form.setError(name as keyof Values, { message: key });
      } else setError(t('save_later.failed'));
    }
  });
  return (
    <dialog
      ref={ref}
      className="alert"
      aria-labelledby="save-later-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose(null);
      }}
    >
      <h2 id="save-later-title" className="alert__title">
        {t('save_later.title')}
      </h2>
      <p>{t('save_later.intro')}</p>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="step__form">
          <div className="grid-2">
            <TextField name="nome" label={t('dati_anagrafici.first_name')} autoComplete="given-name" />
            <TextField name="cognome" label={t('dati_anagrafici.last_name')} autoComplete="family-name" />
          </div>
          <TextField name="email" type="email" label={t('dati_anagrafici.email')} autoComplete="email" />
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="alert__buttons">
            <button type="button" className="button" onClick={() => onClose(null)}>
              {t('errors.close')}
            </button>
            <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
              {t('save_later.send')}
            </button>
          </div>
        </form>
      </FormProvider>
    </dialog>
  );
}
