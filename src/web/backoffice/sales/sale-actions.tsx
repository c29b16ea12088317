import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CANALI_RECESSO, saleWorkResponse } from '../../../shared/schemas/backoffice-sales';
import type { SaleDetail, StatoLavoro, WorkAction } from '../../../shared/schemas/backoffice-sales';
import { ApiError } from '../../api/http';
import { errorKey, staffApi, staffApiNoContent } from '../api';

// The actions an operator may take on a sale (issue 15 item 2), each a form asking for confirmation,
// sent with the work state shown (the server answers 409 sale.work_changed when it moved meanwhile).

const NEXT: Partial<Record<StatoLavoro, WorkAction>> = {
  nuova: 'prendi_in_carico',
  presa_in_carico: 'invia_in_attivazione',
  inviata_in_attivazione: 'segna_attivata',
};
const OPEN: StatoLavoro[] = ['nuova', 'presa_in_carico', 'inviata_in_attivazione'];

/** The i18n key of a failed action: the sale's own codes, else the back office's. */
function failureKey(err: unknown): string {
  if (err instanceof ApiError && err.code.startsWith('sale.'))
    return `backoffice.sales.errors.${err.code.slice(5)}`;
  return errorKey(err);
}

type Outcome = { ok: boolean; key: string; fields?: Record<string, string> };

/** One action: its fields, a first press that asks to confirm, a second that sends it. */
function ActionForm({
  id,
  title,
  children,
  run,
  onDone,
  onSessionEnded,
}: {
  id: string;
  title: string;
  children?: (fields: Record<string, string> | undefined) => ReactNode;
  run: (form: FormData) => Promise<unknown>;
  onDone: () => void;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // the confirm button replaces the one just pressed: focus moves to it, so the keyboard goes on there
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!confirming) {
      if (e.currentTarget.reportValidity()) setConfirming(true);
      return;
    }
    setConfirming(false);
    try {
      await run(new FormData(e.currentTarget));
      setOutcome({ ok: true, key: 'backoffice.sales.actions.done' });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'auth.session') return onSessionEnded();
      setOutcome({
        ok: false,
        key: failureKey(err),
        ...(err instanceof ApiError && err.fields ? { fields: err.fields } : {}),
      });
    }
  };
  return (
    <form className="bo__card" onSubmit={submit} aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      {children?.(outcome?.fields)}
      {confirming ? (
        <>
          <p>{t('backoffice.sales.actions.confirm_question', { action: title })}</p>
          <button type="submit" ref={confirmRef}>
            {t('backoffice.sales.actions.confirm', { action: title })}
          </button>
          <button type="button" className="bo__secondary" onClick={() => setConfirming(false)}>
            {t('backoffice.sales.actions.cancel')}
          </button>
        </>
      ) : (
        <button type="submit">{title}</button>
      )}
      <p
        role={outcome && !outcome.ok ? 'alert' : 'status'}
        className={outcome && !outcome.ok ? 'bo__error' : undefined}
      >
        {outcome ? t(outcome.key) : ''}
      </p>
    </form>
  );
}

function FieldError({
  id,
  fields,
  name,
}: {
  id: string;
  fields: Record<string, string> | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  const key = fields?.[name];
  return key ? (
    <p id={id} className="bo__error">
      {t(key)}
    </p>
  ) : null;
}

export function SaleActions({
  sale,
  onChanged,
  onSessionEnded,
}: {
  sale: SaleDetail;
  onChanged: () => void;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const { uuid, firmataIl, cancellataIl } = sale.vendita;
  const stato = sale.lavoro.stato;
  const path = `/sales/${uuid}`;
  const common = { onDone: onChanged, onSessionEnded };
  const next = NEXT[stato];
  return (
    <div className="bo__actions">
      {firmataIl && next && (
        <ActionForm
          id="bo-act-next"
          title={t(`backoffice.sales.actions.${next}`)}
          run={() => staffApi(`${path}/lavoro`, saleWorkResponse, 'POST', { azione: next, atteso: stato })}
          {...common}
        />
      )}
      {firmataIl && OPEN.includes(stato) && (
        <ActionForm
          id="bo-act-reject"
          title={t('backoffice.sales.actions.rifiuta')}
          run={(form) =>
            staffApi(`${path}/lavoro`, saleWorkResponse, 'POST', {
              azione: 'rifiuta',
              atteso: stato,
              motivo: String(form.get('motivo') ?? ''),
            })
          }
          {...common}
        >
          {(fields) => (
            <>
              <label htmlFor="bo-reject-reason">{t('backoffice.sales.actions.motivo')}</label>
              <textarea
                id="bo-reject-reason"
                name="motivo"
                required
                maxLength={500}
                aria-describedby="bo-reject-reason-error"
              />
              <FieldError id="bo-reject-reason-error" fields={fields} name="motivo" />
            </>
          )}
        </ActionForm>
      )}
      {firmataIl && [...OPEN, 'attivata'].includes(stato) && (
        <ActionForm
          id="bo-act-withdraw"
          title={t('backoffice.sales.actions.recesso')}
          run={(form) =>
            staffApi(`${path}/recesso`, saleWorkResponse, 'POST', {
              atteso: stato,
              data: String(form.get('data') ?? ''),
              canale: String(form.get('canale') ?? ''),
            })
          }
          {...common}
        >
          {(fields) => (
            <>
              <label htmlFor="bo-withdraw-date">{t('backoffice.sales.actions.recesso_data')}</label>
              <input
                id="bo-withdraw-date"
                name="data"
                type="date"
                required
                aria-describedby="bo-withdraw-date-error"
                aria-invalid={fields?.data ? true : undefined}
              />
              <FieldError id="bo-withdraw-date-error" fields={fields} name="data" />
              <label htmlFor="bo-withdraw-channel">{t('backoffice.sales.actions.recesso_canale')}</label>
              <select id="bo-withdraw-channel" name="canale" required>
                {CANALI_RECESSO.map((c) => (
                  <option key={c} value={c}>
                    {t(`backoffice.sales.canali.${c}`)}
                  </option>
                ))}
              </select>
            </>
          )}
        </ActionForm>
      )}
      {firmataIl && (
        <ActionForm
          id="bo-act-resend"
          title={t('backoffice.sales.actions.reinvia_contratto')}
          run={() => staffApiNoContent(`${path}/contratto/invio`, 'POST')}
          {...common}
        />
      )}
      {!firmataIl && !cancellataIl && (
        <ActionForm
          id="bo-act-cancel"
          title={t('backoffice.sales.actions.annulla')}
          run={() => staffApi(`${path}/annullamento`, saleWorkResponse, 'POST', { atteso: stato })}
          {...common}
        />
      )}
    </div>
  );
}
