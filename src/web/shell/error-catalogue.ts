import { ApiError } from '../api/http';

// spec 8, the error catalogue: what the customer sees when a call fails, by situation. Pure: the
// shell shows the alert and follows the redirect.

export type AlertLevel = 'info' | 'warning' | 'error';

export type AlertSpec = {
  level: AlertLevel;
  /** i18n key of the title */
  title: string;
  /** i18n key of the message, or a text of the server's (maintenance notice, "Vendita scaduta") */
  message: { key: string } | { text: string };
  /** after dismissal, go to the brand's public site */
  redirect: boolean;
};

/** What a failure becomes: an alert, field errors for the form, a reload, or only a log line. */
export type FailureOutcome =
  | { kind: 'alert'; alert: AlertSpec }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'reload'; alert: AlertSpec }
  | { kind: 'log' };

const asApi = (err: unknown): ApiError | null => (err instanceof ApiError ? err : null);

function maintenance(err: ApiError): AlertSpec {
  // the server's message, or "Riprova più tardi" if none
  const text = err.message.trim();
  return {
    level: 'warning',
    title: 'errors.maintenance.title',
    message: text ? { text } : { key: 'errors.maintenance.retry_later' },
    redirect: true,
  };
}

const isMaintenance = (err: ApiError | null) => err?.status === 403 && err.code !== 'csrf';

/** spec 8: "Ops!" with "C'è stato un errore durante l'avanzamento della proposta". */
export function advanceFailureAlert(): AlertSpec {
  return { level: 'error', title: 'errors.oops', message: { key: 'errors.advance_failed' }, redirect: false };
}

/** spec 8 "Step advance failure". Field errors stay in the form; a stale task reloads the step. */
export function advanceFailure(error: unknown): FailureOutcome {
  const err = asApi(error);
  if (err && isMaintenance(err)) return { kind: 'alert', alert: maintenance(err) };
  if (err?.status === 400 && err.fields && Object.keys(err.fields).length)
    return { kind: 'fields', fields: err.fields };
  const oops = advanceFailureAlert();
  if (err?.status === 409 && err.code === 'task.stale') {
    return { kind: 'reload', alert: { ...oops, message: { key: 'errors.task_stale' } } };
  }
  if (err?.status === 404) return loadFailure(err);
  return { kind: 'alert', alert: oops };
}

const SALE_CODES: Record<string, { level: AlertLevel; title: string; redirect: boolean }> = {
  '404.1': { level: 'info', title: 'errors.sale_concluded', redirect: false },
  '404.2': { level: 'warning', title: 'errors.sale_cancelled', redirect: false },
  '404.3': { level: 'warning', title: 'errors.link_unusable', redirect: true },
};

/** spec 8 "Sale or proposal load failure". */
export function loadFailure(error: unknown): FailureOutcome {
  const err = asApi(error);
  if (err && isMaintenance(err)) return { kind: 'alert', alert: maintenance(err) };
  const known = err ? SALE_CODES[err.code] : undefined;
  if (known) {
    // "Vendita scaduta" arrives as the server's message of a 404.3
    const message =
      err && err.code === '404.3' && /scadut|expired/i.test(err.message)
        ? { key: 'errors.sale_expired' }
        : { key: known.title };
    return { kind: 'alert', alert: { ...known, message } };
  }
  return {
    kind: 'alert',
    alert: { level: 'error', title: 'errors.oops', message: { key: 'errors.link_unusable' }, redirect: true },
  };
}

/** spec 8 "Sale setup failure": maintenance and an expired offer alert and redirect; the rest is logged. */
export function setupFailure(error: unknown): FailureOutcome {
  const err = asApi(error);
  if (err && isMaintenance(err)) return { kind: 'alert', alert: maintenance(err) };
  if (err?.status === 409) {
    return {
      kind: 'alert',
      alert: {
        level: 'warning',
        title: 'errors.offer_expired',
        message: { key: 'errors.offer_expired' },
        redirect: true,
      },
    };
  }
  return { kind: 'log' };
}
