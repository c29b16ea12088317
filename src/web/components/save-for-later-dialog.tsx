import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contattoSchema } from '../../shared/schemas/api';
import { funnelApi } from '../api/funnel-api';
import { ApiError } from '../api/http';
import { useFunnel } from '../shell/funnel-context';
import { useReturnFocus } from '../shell/return-focus';
import { TextField } from './fields';

// "Continua più tardi" (spec 1): the name and e-mail the link is mailed to (spec 3's resume payload:
// nome, cognome, email). Its own chunk (save-for-later.tsx loads it on opening), so zod stays out of
// the screens' first load.

type Values = { nome: string; cognome: string; email: string };
type Holder = {
  anagrafica?: {
    nome?: string;
    cognome?: string;
    legaleRappresentante?: { nome?: string; cognome?: string };
  };
  contatti?: { email?: string };
};

/** The first of the values that holds something. */
const first = (...values: (string | undefined)[]) => values.find((v) => v?.trim()) ?? '';

/**
 * The contact as the customer has typed it on the screen (its form, even before the draft is saved),
 * else as the sale has it: a person's name, or a company's representative's.
 */
function contactOf(typed: Holder | undefined, saved: Holder): Values {
  const a = typed?.anagrafica;
  const b = saved.anagrafica;
  return {
    nome: first(a?.nome, a?.legaleRappresentante?.nome, b?.nome, b?.legaleRappresentante?.nome),
    cognome: first(
      a?.cognome,
      a?.legaleRappresentante?.cognome,
      b?.cognome,
      b?.legaleRappresentante?.cognome,
    ),
    email: first(typed?.contatti?.email, saved.contatti?.email),
  };
}

export function SaveDialog({ onClose }: { onClose(sentTo: string | null): void }) {
  const { t } = useTranslation();
  const { uuid, vendita } = useFunnel();
  const ref = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  // the step's form around the dialog, when the screen has one (StepLayout is inside it)
  const step = useFormContext() as ReturnType<typeof useFormContext> | null;
  const typed = step?.getValues('intestatario') as Holder | undefined;
  const form = useForm<Values>({
    resolver: zodResolver(contattoSchema as never) as never,
    defaultValues: contactOf(typed, vendita.proposta.intestatario as Holder),
  });
  useReturnFocus();
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
